import { Box, Button, IconButton, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import { balanceOf, sumMoney } from '@dukani/domain';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { splitPartChoices, type PaymentChoice } from '@/lib/payments/payment-choices';
import type { PaymentEntry } from './sale-payload';
import { MoneyTextField } from '@/components/form/money-text-field';
import { StkPushPanel } from '@/components/payments/stk-push-panel';
import { isPromptMethod, promptProviderOf } from '@/lib/payments/prompt-methods';
import { useMethodLabel } from '@/components/payments/use-method-label';

interface SplitPaymentFieldsProps {
  businessId: number;
  choices: PaymentChoice[];
  amountDue: number;
  parts: PaymentEntry[];
  defaultPhone: string;
  onChange(parts: PaymentEntry[]): void;
}

/** An M-Pesa prompt part counts once the prompt is paid: its reference is then the M-Pesa receipt. */
export const isUnpaidPrompt = (part: PaymentEntry) => isPromptMethod(part.paymentValue) && !part.referenceNumber;

/**
 * Split payment: each part is a small card with the method on its own row and amount and reference below,
 * so it fits 360 px. A part may be an M-Pesa prompt for that part's amount; the part is paid when it is.
 */
export function SplitPaymentFields({ businessId, choices, amountDue, parts, defaultPhone, onChange }: SplitPaymentFieldsProps) {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const methodLabel = useMethodLabel();
  const options = splitPartChoices(choices);
  const paid = sumMoney(parts.map((p) => p.amount));
  const setPart = (index: number, next: Partial<PaymentEntry>) => onChange(parts.map((p, i) => (i === index ? { ...p, ...next } : p)));
  const addPart = () => {
    const first = options.find((o) => !parts.some((p) => p.paymentValue === o.paymentValue)) ?? options[0]!;
    onChange([...parts, { paymentValue: first.paymentValue, displayValue: first.displayValue, amount: Math.max(0, balanceOf(amountDue, paid)) }]);
  };
  return (
    <Stack spacing={1.5}>
      {parts.map((part, index) => {
        const provider = promptProviderOf(part.paymentValue);
        const isPrompt = provider !== null;
        const promptPaid = isPrompt && !!part.referenceNumber;
        return (
          <Paper key={index} variant="outlined" sx={{ p: 1.5 }} role="group" aria-label={t('checkout.partGroup', { n: index + 1 })}>
            <Stack spacing={1.5}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <TextField
                  select
                  size="small"
                  fullWidth
                  label={t('checkout.partMethod', { n: index + 1 })}
                  value={part.paymentValue}
                  disabled={promptPaid}
                  onChange={(e) =>
                    setPart(index, {
                      paymentValue: e.target.value,
                      displayValue: options.find((o) => o.paymentValue === e.target.value)?.displayValue ?? e.target.value,
                      referenceNumber: null,
                    })
                  }
                >
                  {options.map((o) => (
                    <MenuItem key={o.paymentValue} value={o.paymentValue}>
                      {methodLabel(o)}
                    </MenuItem>
                  ))}
                </TextField>
                <IconButton
                  aria-label={t('checkout.removePart', { n: index + 1 })}
                  disabled={promptPaid}
                  onClick={() => onChange(parts.filter((_p, i) => i !== index))}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
              <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: isPrompt ? '1fr' : '1fr 1fr' }}>
                <MoneyTextField
                  size="small"
                  label={t('checkout.partAmount', { n: index + 1 })}
                  value={part.amount}
                  disabled={promptPaid}
                  onValue={(amount) => setPart(index, { amount })}
                />
                {!isPrompt && (
                  <TextField
                    size="small"
                    label={t('checkout.partReference', { n: index + 1 })}
                    value={part.referenceNumber ?? ''}
                    onChange={(e) => setPart(index, { referenceNumber: e.target.value })}
                  />
                )}
              </Box>
              {promptPaid ? (
                <Typography role="status" color="success.main" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <CheckCircleOutlineIcon fontSize="small" />
                  {t('checkout.promptPaid', { amount: format.money(part.amount), receipt: part.referenceNumber })}
                </Typography>
              ) : (
                isPrompt && (
                  // The prompt asks for this part only; once paid the part takes what the provider took and its id.
                  <StkPushPanel
                    key={provider}
                    provider={provider}
                    businessId={businessId}
                    amountDue={part.amount}
                    defaultPhone={defaultPhone}
                    retryable={false}
                    onPaid={(payment) => setPart(index, { amount: payment.amount, referenceNumber: payment.receiptNumber })}
                  />
                )
              )}
            </Stack>
          </Paper>
        );
      })}
      <Button startIcon={<AddIcon />} onClick={addPart} sx={{ alignSelf: 'flex-start' }}>
        {t('checkout.addPart')}
      </Button>
      <Typography role="status">{t('checkout.remaining', { amount: format.money(Math.max(0, balanceOf(amountDue, paid))) })}</Typography>
    </Stack>
  );
}
