import { useCallback, useMemo, useState } from 'react';
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { roundMoney } from '@dukani/domain';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { useQueryClient } from '@tanstack/react-query';
import type { CustomerRow } from '@dukani/contracts';
import { FormDialog } from '@/components/form/form-dialog';
import { errorText } from '@/lib/form/show-save-error';
import { isSessionEnded } from '@/lib/api-client';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { useNumberText } from '@/lib/format/use-number-text';
import { useIdempotencyKey } from '@/lib/hooks/use-idempotency-key';
import { useSession } from '@/lib/session-store';
import { invalidateResources } from '@/api/invalidate';
import { customerKeys } from '@/api/customers/customer-keys';
import { useReceivePayment } from '@/api/customers/receive-payment';
import { usePaymentModes } from '@/api/pos/use-payment-modes';
import { buildPaymentChoices, splitPartChoices } from '@/lib/payments/payment-choices';
import { StkPushPanel } from '@/components/payments/stk-push-panel';
import { promptProviderOf } from '@/lib/payments/prompt-methods';

/** While the shop's payment choices load, a payment can still be taken in cash. */
const CASH_ONLY = [{ paymentValue: 'Cash', displayValue: 'Cash', isDefault: true }];

/**
 * H7: record money received; more than the balance is allowed and said to become an advance. With mobile
 * money on, a prompt (M-Pesa, or MTN MoMo / Airtel Money in Uganda and Rwanda) asks the customer's phone
 * instead, and the server records the payment itself once the provider confirms it (J4 with customerId), so no second click can count it twice.
 */
export function ReceivePaymentDialog({ customer, onClose }: { customer: CustomerRow; onClose: () => void }) {
  const { t } = useTranslation('customers');
  const format = useCatalogFormat();
  const numbers = useNumberText();
  const receive = useReceivePayment();
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const businessId = useSession((state) => state.businessId) ?? 0;
  const paymentModes = usePaymentModes(businessId);
  const country = useSession((state) => state.activeBusiness?.country) ?? 'KE';
  const choices = useMemo(
    () => (paymentModes.data ? splitPartChoices(buildPaymentChoices(paymentModes.data, country)) : CASH_ONLY),
    [paymentModes.data, country],
  );
  const [text, setText] = useState(customer.balance > 0 ? numbers.format(customer.balance, 2) : '');
  const [mode, setMode] = useState('Cash');
  const [note, setNote] = useState('');
  const [issue, setIssue] = useState<string | null>(null);
  const parsed = numbers.parse(text, 2);
  const amount = parsed.ok ? (parsed.value ?? 0) : 0;
  const advance = roundMoney(amount - Math.max(customer.balance, 0));
  const provider = promptProviderOf(mode);
  const isPrompt = provider !== null;
  // Prompts take whole units (KES, UGX, RWF): a debt of 1,200.50 is asked as 1,200 or 1,201, the cashier chooses.
  const fieldIssue = numbers.describe(parsed, 2) ?? (isPrompt && amount > 0 && !Number.isInteger(amount) ? t('payment.wholeShillings') : null);

  const onPromptPaid = useCallback(
    (payment: { amount: number; receiptNumber: string }) => {
      void invalidateResources(queryClient, customerKeys);
      toast.success(t('payment.promptDone', { amount: format.money(payment.amount), receipt: payment.receiptNumber }));
      onClose();
    },
    [queryClient, t, format, onClose],
  );

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
      canSubmit={!isPrompt}
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
        <TextField select label={t('payment.mode')} value={mode} onChange={(event) => setMode(event.target.value)}>
          {choices.map((option) => (
            <MenuItem key={option.paymentValue} value={option.paymentValue}>
              {t(`pos:methods.${option.paymentValue}`, { defaultValue: option.displayValue })}
            </MenuItem>
          ))}
        </TextField>
        {isPrompt ? (
          <StkPushPanel
            key={provider}
            provider={provider}
            businessId={businessId}
            amountDue={fieldIssue ? 0 : amount}
            defaultPhone={customer.phoneNumber ?? ''}
            onPaid={onPromptPaid}
            retryable={false}
            customerId={customer.id}
          />
        ) : (
          <TextField label={t('payment.note')} value={note} onChange={(event) => setNote(event.target.value)} multiline maxRows={3} />
        )}
      </Stack>
    </FormDialog>
  );
}
