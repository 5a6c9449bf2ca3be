import { Chip, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { balanceOf, changeDue, roundMoney } from '@dukani/domain';
import { useNumberText } from '@/lib/format/use-number-text';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import type { PaymentChoice } from '@/lib/payments/payment-choices';
import type { PaymentEntry } from './sale-payload';
import { CustomerPicker } from '../components/customer-picker';
import { DueDateField } from './due-date-field';
import { OwingWarning } from './owing-warning';
import { SplitPaymentFields } from './split-payment-fields';

export interface PaymentForm {
  cashTendered: string;
  referenceNumber: string;
  dueDate: string;
  parts: PaymentEntry[];
}

interface PaymentFieldsProps {
  businessId: number;
  /** The customer's phone, offered for an M-Pesa prompt part. */
  defaultPhone: string;
  choice: string;
  choices: PaymentChoice[];
  amountDue: number;
  form: PaymentForm;
  onChange(form: PaymentForm): void;
}

/** Notes a cashier reaches for first: the exact amount and the next round notes above it. */
function quickAmounts(amountDue: number): number[] {
  const rounded = [50, 100, 500, 1000].map((step) => Math.ceil(amountDue / step) * step);
  return [...new Set([roundMoney(amountDue), ...rounded])].filter((value) => value >= amountDue).slice(0, 4);
}

/** The fields of the chosen method: cash tendered and change, split parts, pay-later due date, a reference. */
export function PaymentFields({ businessId, defaultPhone, choice, choices, amountDue, form, onChange }: PaymentFieldsProps) {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const numbers = useNumberText();
  if (choice === 'Cash') {
    const parsed = numbers.parse(form.cashTendered, 2);
    const issue = numbers.describe(parsed, 2);
    const tendered = parsed.ok ? (parsed.value ?? 0) : 0;
    return (
      <Stack spacing={1.5}>
        <TextField
          autoFocus
          label={t('checkout.tendered')}
          value={form.cashTendered}
          placeholder={format.money(amountDue)}
          error={issue !== null}
          helperText={issue ?? (form.cashTendered === '' ? t('checkout.exactCash') : undefined)}
          slotProps={{ htmlInput: { inputMode: 'decimal' }, inputLabel: { shrink: true } }}
          onChange={(e) => onChange({ ...form, cashTendered: e.target.value })}
        />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {quickAmounts(amountDue).map((value) => (
            <Chip key={value} label={format.money(value)} onClick={() => onChange({ ...form, cashTendered: numbers.format(value, 2) })} />
          ))}
        </Stack>
        {form.cashTendered !== '' &&
          parsed.ok &&
          (tendered >= amountDue ? (
            <Typography variant="h6" role="status">
              {t('checkout.change', { amount: format.money(changeDue(amountDue, tendered)) })}
            </Typography>
          ) : (
            <Typography color="warning.main" role="status">
              {t('checkout.short', { amount: format.money(balanceOf(amountDue, tendered)) })}
            </Typography>
          ))}
      </Stack>
    );
  }
  if (choice === 'PayLater') {
    // Who owes it is chosen here, where the cashier is when the question comes up, not back at the cart.
    return (
      <Stack spacing={2}>
        <CustomerPicker businessId={businessId} withSalesPerson={false} />
        <OwingWarning businessId={businessId} amountDue={amountDue} />
        <DueDateField value={form.dueDate} onChange={(dueDate) => onChange({ ...form, dueDate })} />
      </Stack>
    );
  }
  if (choice === 'SplitPayment') {
    return (
      <SplitPaymentFields
        businessId={businessId}
        choices={choices}
        amountDue={amountDue}
        parts={form.parts}
        defaultPhone={defaultPhone}
        onChange={(parts) => onChange({ ...form, parts })}
      />
    );
  }
  return (
    <TextField
      label={choice === 'TillPaybill' ? t('checkout.referenceRequired') : t('checkout.reference')}
      value={form.referenceNumber}
      required={choice === 'TillPaybill'}
      onChange={(e) => onChange({ ...form, referenceNumber: e.target.value })}
    />
  );
}
