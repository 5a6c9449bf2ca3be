import { useState } from 'react';
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { roundMoney } from '@dukani/domain';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { CustomerRow } from '@dukani/contracts';
import { FormDialog } from '@/components/form/form-dialog';
import { errorText } from '@/lib/form/show-save-error';
import { isSessionEnded } from '@/lib/api-client';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { useNumberText } from '@/lib/format/use-number-text';
import { useIdempotencyKey } from '@/lib/hooks/use-idempotency-key';
import { useReceivePayment } from '@/api/customers/receive-payment';

/** The paymentValues a shop takes a debt payment in at the counter (API.md §1.11). */
const MODES = ['Cash', 'Mpesa', 'Card', 'Bank'] as const;

/** H7: record money received; more than the balance is allowed and said to become an advance. */
export function ReceivePaymentDialog({ customer, onClose }: { customer: CustomerRow; onClose: () => void }) {
  const { t } = useTranslation('customers');
  const format = useCatalogFormat();
  const numbers = useNumberText();
  const receive = useReceivePayment();
  const idempotency = useIdempotencyKey();
  const [text, setText] = useState(customer.balance > 0 ? numbers.format(customer.balance, 2) : '');
  const [mode, setMode] = useState<(typeof MODES)[number]>('Cash');
  const [note, setNote] = useState('');
  const [issue, setIssue] = useState<string | null>(null);
  const parsed = numbers.parse(text, 2);
  const amount = parsed.ok ? (parsed.value ?? 0) : 0;
  const advance = roundMoney(amount - Math.max(customer.balance, 0));
  const fieldIssue = numbers.describe(parsed, 2);

  const onSubmit = async () => {
    if (fieldIssue || amount <= 0) {
      setIssue(fieldIssue ?? t('payment.amountRequired'));
      return;
    }
    const input = { debitAmount: amount, paymentModes: mode, note: note.trim() || null };
    try {
      // A retry of this same payment (a lost answer) reuses its key, so it is recorded once.
      await receive.mutateAsync({ customerId: customer.id, input, idempotencyKey: idempotency.keyFor({ customerId: customer.id, ...input }) });
      idempotency.reset();
      toast.success(t('payment.done', { amount: format.money(amount) }));
      onClose();
    } catch (error) {
      if (!isSessionEnded(error)) setIssue(errorText(error, t('errors.operationFailed')));
    }
  };

  return (
    <FormDialog
      title={t('payment.title', { name: customer.clientName })}
      submitLabel={t('payment.save')}
      isSaving={receive.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('payment.owesNow', { amount: format.money(customer.balance) })}
        </Typography>
        <TextField
          autoFocus
          label={t('payment.amount')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setIssue(null);
          }}
          error={Boolean(issue ?? fieldIssue)}
          helperText={issue ?? fieldIssue ?? (advance > 0 ? t('payment.advanceAfter', { amount: format.money(advance) }) : ' ')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField select label={t('payment.mode')} value={mode} onChange={(event) => setMode(event.target.value as typeof mode)}>
          {MODES.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`pos:methods.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField label={t('payment.note')} value={note} onChange={(event) => setNote(event.target.value)} multiline maxRows={3} />
      </Stack>
    </FormDialog>
  );
}
