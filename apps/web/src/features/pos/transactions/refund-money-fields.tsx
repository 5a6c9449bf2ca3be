import { Box, Button, IconButton, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import type { PaymentChoice } from '@/lib/payments/payment-choices';
import { useMethodLabel } from '@/components/payments/use-method-label';
import { MoneyTextField } from '@/components/form/money-text-field';
import { refundMoney, type RefundPart } from './refund-money';

/** Ways a refund pays out with nothing to reference: cash from the drawer, or less owed. */
const NO_REFERENCE = new Set(['Cash', 'PayLater']);

interface RefundMoneyFieldsProps {
  choices: PaymentChoice[];
  total: number;
  parts: RefundPart[];
  onChange(parts: RefundPart[]): void;
}

/**
 * How the refund goes back, in one or several parts (cash, M-Pesa sent back, card reversal, off the balance…).
 * Each part but the last is typed; the last shows the rest, so the parts always make the refund.
 */
export function RefundMoneyFields({ choices, total, parts, onChange }: RefundMoneyFieldsProps) {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const methodLabel = useMethodLabel();
  const money = refundMoney(parts, total);
  const setPart = (index: number, next: Partial<RefundPart>) => onChange(parts.map((p, i) => (i === index ? { ...p, ...next } : p)));
  const addPart = () => {
    const next = choices.find((c) => !parts.some((p) => p.paymentValue === c.paymentValue)) ?? choices[0]!;
    // The part that was "the rest" keeps what it gave back; the new last part starts with nothing left.
    onChange([
      ...parts.slice(0, -1),
      { ...parts.at(-1)!, amount: money.rest },
      { paymentValue: next.paymentValue, displayValue: next.displayValue, amount: 0, referenceNumber: '' },
    ]);
  };
  return (
    <Stack spacing={1.5} role="group" aria-label={t('corrections.refundMode')}>
      {/* One way back: its field's label says it already ("Money goes back as" twice in a row read as a slip). */}
      {parts.length > 1 && <Typography variant="subtitle2">{t('corrections.refundMode')}</Typography>}
      {parts.map((part, index) => {
        const isLast = index === parts.length - 1;
        return (
          <Paper key={index} variant="outlined" sx={{ p: 1.5 }} role="group" aria-label={t('corrections.refundPart', { n: index + 1 })}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                select
                size="small"
                fullWidth
                label={parts.length > 1 ? t('corrections.refundPartMode', { n: index + 1 }) : t('corrections.refundModeOne')}
                value={part.paymentValue}
                onChange={(e) =>
                  setPart(index, {
                    paymentValue: e.target.value,
                    displayValue: choices.find((c) => c.paymentValue === e.target.value)?.displayValue ?? e.target.value,
                  })
                }
              >
                {choices.map((c) => (
                  <MenuItem key={c.paymentValue} value={c.paymentValue}>
                    {c.paymentValue === 'PayLater' ? t('corrections.offBalance') : methodLabel(c)}
                  </MenuItem>
                ))}
              </TextField>
              {parts.length > 1 && (
                <IconButton aria-label={t('corrections.removeRefundPart', { n: index + 1 })} onClick={() => onChange(parts.filter((_p, i) => i !== index))}>
                  <DeleteOutlineIcon />
                </IconButton>
              )}
            </Stack>
            {(parts.length > 1 || !NO_REFERENCE.has(part.paymentValue)) && (
              <Box sx={{ display: 'grid', gap: 1, mt: 1.5, gridTemplateColumns: NO_REFERENCE.has(part.paymentValue) ? '1fr' : '1fr 1fr' }}>
                {parts.length > 1 &&
                  (isLast ? (
                    <TextField
                      size="small"
                      label={t('corrections.refundPartRest', { n: index + 1 })}
                      value={format.money(money.rest)}
                      slotProps={{ htmlInput: { readOnly: true } }}
                    />
                  ) : (
                    <MoneyTextField
                      size="small"
                      label={t('corrections.refundPartAmount', { n: index + 1 })}
                      value={part.amount}
                      onValue={(amount) => setPart(index, { amount })}
                    />
                  ))}
                {!NO_REFERENCE.has(part.paymentValue) && (
                  <TextField
                    size="small"
                    label={t('corrections.refundPartReference', { n: index + 1 })}
                    value={part.referenceNumber}
                    onChange={(e) => setPart(index, { referenceNumber: e.target.value })}
                    slotProps={{ htmlInput: { maxLength: 60 } }}
                  />
                )}
              </Box>
            )}
          </Paper>
        );
      })}
      {money.overBy > 0 && (
        <Typography role="alert" color="error" variant="body2">
          {t('corrections.refundOver', { amount: format.money(money.overBy) })}
        </Typography>
      )}
      {parts.length < choices.length && (
        <Button startIcon={<AddIcon />} onClick={addPart} sx={{ alignSelf: 'flex-start' }}>
          {t('corrections.addRefundPart')}
        </Button>
      )}
    </Stack>
  );
}
