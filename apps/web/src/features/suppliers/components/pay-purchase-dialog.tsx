import { useState } from 'react';
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import type { Expense } from '@dukani/contracts';
import { FormDialog } from '@/components/form/form-dialog';
import { MoneyTextField } from '@/components/form/money-text-field';
import { isSessionEnded } from '@/lib/api-client';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { errorText } from '@/lib/form/show-save-error';
import { useIdempotencyKey } from '@/lib/hooks/use-idempotency-key';
import { useRecordPurchasePayment } from '@/api/suppliers/record-purchase-payment';

const MODES = ['Cash', 'Mpesa', 'Bank', 'Card'] as const;

/** N7: pay part or all of what a purchase still owes; more than that is refused by the server (409). */
export function PayPurchaseDialog({ purchase, onClose }: { purchase: Expense; onClose: () => void }) {
  const { t } = useTranslation('expenses');
  const format = useCatalogFormat();
  const pay = useRecordPurchasePayment();
  const idempotency = useIdempotencyKey();
  const [amount, setAmount] = useState(purchase.balance);
  const [mode, setMode] = useState<(typeof MODES)[number]>('Cash');
  const [issue, setIssue] = useState<string | null>(null);

  const onSubmit = async () => {
    if (amount <= 0) return setIssue(t('pay.amountRequired'));
    if (amount > purchase.balance) return setIssue(t('pay.aboveBalance', { amount: format.money(purchase.balance) }));
    const input = { purchaseId: purchase.id, amount, paymentMethod: mode };
    try {
      // A retry of this same payment (a lost answer) reuses its key, so it is recorded once.
      await pay.mutateAsync({ input, idempotencyKey: idempotency.keyFor(input) });
      idempotency.reset();
      toast.success(t('pay.done', { amount: format.money(amount) }));
      onClose();
    } catch (error) {
      if (!isSessionEnded(error)) setIssue(errorText(error, t('errors.saveFailed')));
    }
  };

  return (
    <FormDialog
      title={t('pay.title', { ref: purchase.ref ?? `#${purchase.id}` })}
      submitLabel={t('pay.save')}
      isSaving={pay.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('pay.owed', { amount: format.money(purchase.balance), total: format.money(purchase.total) })}
        </Typography>
        <MoneyTextField autoFocus label={t('pay.amount')} value={amount} onValue={setAmount} />
        <TextField select label={t('pay.mode')} value={mode} onChange={(event) => setMode(event.target.value as (typeof MODES)[number])}>
          {MODES.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`pos:methods.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        {issue && (
          <Typography color="error" role="alert">
            {issue}
          </Typography>
        )}
      </Stack>
    </FormDialog>
  );
}
