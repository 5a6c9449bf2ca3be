import { Button, Chip, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { balanceOf, changeDue, roundMoney, sumMoney, toNumberOrZero } from '@dukani/domain';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { splitPartChoices, type PaymentChoice } from './payment-choices';
import type { PaymentEntry } from './sale-payload';
import { useMethodLabel } from './use-method-label';

export interface PaymentForm {
  cashTendered: string;
  referenceNumber: string;
  dueDate: string;
  parts: PaymentEntry[];
}

interface PaymentFieldsProps {
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
export function PaymentFields({ choice, choices, amountDue, form, onChange }: PaymentFieldsProps) {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const methodLabel = useMethodLabel();
  if (choice === 'Cash') {
    const tendered = toNumberOrZero(form.cashTendered);
    return (
      <Stack spacing={1.5}>
        <TextField
          autoFocus
          label={t('checkout.tendered')}
          type="number"
          value={form.cashTendered}
          placeholder={format.money(amountDue)}
          helperText={form.cashTendered === '' ? t('checkout.exactCash') : undefined}
          slotProps={{ htmlInput: { min: 0, step: 'any', inputMode: 'decimal' }, inputLabel: { shrink: true } }}
          onChange={(e) => onChange({ ...form, cashTendered: e.target.value })}
        />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {quickAmounts(amountDue).map((value) => (
            <Chip key={value} label={format.money(value)} onClick={() => onChange({ ...form, cashTendered: String(value) })} />
          ))}
        </Stack>
        {form.cashTendered !== '' &&
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
    return (
      <TextField
        label={t('checkout.dueDate')}
        type="date"
        value={form.dueDate}
        onChange={(e) => onChange({ ...form, dueDate: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    );
  }
  if (choice === 'SplitPayment') {
    const parts = form.parts;
    const options = splitPartChoices(choices).filter((c) => c.paymentValue !== 'StkPush');
    const paid = sumMoney(parts.map((p) => p.amount));
    const setPart = (index: number, next: Partial<PaymentEntry>) => onChange({ ...form, parts: parts.map((p, i) => (i === index ? { ...p, ...next } : p)) });
    const addPart = () => {
      const first = options.find((o) => !parts.some((p) => p.paymentValue === o.paymentValue)) ?? options[0]!;
      onChange({
        ...form,
        parts: [...parts, { paymentValue: first.paymentValue, displayValue: first.displayValue, amount: Math.max(0, balanceOf(amountDue, paid)) }],
      });
    };
    return (
      <Stack spacing={1.5}>
        {parts.map((part, index) => (
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={t('checkout.partMethod', { n: index + 1 })}
              value={part.paymentValue}
              sx={{ flex: 1 }}
              onChange={(e) =>
                setPart(index, {
                  paymentValue: e.target.value,
                  displayValue: options.find((o) => o.paymentValue === e.target.value)?.displayValue ?? e.target.value,
                })
              }
            >
              {options.map((o) => (
                <MenuItem key={o.paymentValue} value={o.paymentValue}>
                  {methodLabel(o)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              type="number"
              label={t('checkout.partAmount', { n: index + 1 })}
              value={part.amount}
              sx={{ width: 120 }}
              slotProps={{ htmlInput: { min: 0, step: 'any' } }}
              onChange={(e) => setPart(index, { amount: toNumberOrZero(e.target.value) })}
            />
            <TextField
              size="small"
              label={t('checkout.reference')}
              value={part.referenceNumber ?? ''}
              sx={{ width: 120 }}
              onChange={(e) => setPart(index, { referenceNumber: e.target.value })}
            />
            <IconButton
              aria-label={t('checkout.removePart', { n: index + 1 })}
              onClick={() => onChange({ ...form, parts: parts.filter((_p, i) => i !== index) })}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        ))}
        <Button startIcon={<AddIcon />} onClick={addPart} sx={{ alignSelf: 'flex-start' }}>
          {t('checkout.addPart')}
        </Button>
        <Typography role="status">{t('checkout.remaining', { amount: format.money(Math.max(0, balanceOf(amountDue, paid))) })}</Typography>
      </Stack>
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
