import { useMemo, useState } from 'react';
import { Alert, Box, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { sumMoney } from '@dukani/domain';
import type { Transaction } from '@dukani/contracts';
import { useCreditNote, useRefundSale } from '@/api/pos/sale-corrections';
import { FormDialog } from '@/components/form/form-dialog';
import { isSessionEnded } from '@/lib/api-client';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { errorText } from '@/lib/form/show-save-error';
import { useNumberText } from '@/lib/format/use-number-text';
import { useIdempotencyKey } from '@/lib/hooks/use-idempotency-key';
import { usePaymentModes } from '@/api/pos/use-payment-modes';
import { buildPaymentChoices, type PaymentChoice } from '@/lib/payments/payment-choices';
import { groupReturnLines, returnAmount, toReturnLines } from './return-lines';
import { refundMoney, type RefundPart } from './refund-money';
import { RefundMoneyFields } from './refund-money-fields';

/** Collection-only ways (a prompt, the till number) cannot pay money back; plain M-Pesa, sent by the shop, can. */
const NOT_A_REFUND_WAY = new Set(['StkPush', 'MtnMomo', 'AirtelMoney', 'TillPaybill', 'SplitPayment', 'PayLater']);

/**
 * Ways a refund's money goes back (API.md L4): cash from the drawer, M-Pesa sent back, card, bank, the shop's own
 * methods, and off the customer's balance when the sale has a customer.
 */
function refundChoices(shopChoices: PaymentChoice[], hasCustomer: boolean): PaymentChoice[] {
  const ways = shopChoices.filter((c) => !NOT_A_REFUND_WAY.has(c.paymentValue));
  if (!ways.some((c) => c.paymentValue === 'Mpesa')) ways.splice(1, 0, { paymentValue: 'Mpesa', displayValue: 'Mpesa', isDefault: false });
  return hasCustomer ? [...ways, { paymentValue: 'PayLater', displayValue: 'Pay Later', isDefault: false }] : ways;
}

const CASH_PART: RefundPart = { paymentValue: 'Cash', displayValue: 'Cash', amount: 0, referenceNumber: '' };

interface ReturnDialogProps {
  sale: Transaction;
  kind: 'refund' | 'creditNote';
  onClose: () => void;
  /** The credit note just written, to open it (and print it) in the drawer. */
  onCreditNote?: (transactionId: number) => void;
}

/**
 * Where a credit note's money goes by default: off the account when the sale was (partly) on credit to a customer,
 * as L5 did before it asked; otherwise cash. The user picks another way in the dialog.
 */
const firstPart = (sale: Transaction, kind: ReturnDialogProps['kind']): RefundPart =>
  kind === 'creditNote' && sale.customerId > 0 && sale.balance > 0
    ? { paymentValue: 'PayLater', displayValue: 'Pay Later', amount: 0, referenceNumber: '' }
    : CASH_PART;

/**
 * L4 refund or L5 credit note: a quantity per line up to what is still refundable, a restock switch for
 * tracked goods, the money's way back (both: cash, M-Pesa sent back, or as credit on the customer's account) and,
 * for a credit note, the reason. The figure shown is the one the server will book, so the payment entry matches it
 * to the cent.
 */
export function ReturnDialog({ sale, kind, onClose, onCreditNote }: ReturnDialogProps) {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const numbers = useNumberText();
  const refund = useRefundSale(sale.businessId);
  const creditNote = useCreditNote(sale.businessId);
  const idempotency = useIdempotencyKey();
  const groups = useMemo(() => groupReturnLines(sale.itemList), [sale.itemList]);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [restock, setRestock] = useState<Record<string, boolean>>({});
  const modes = usePaymentModes(sale.businessId);
  const choices = useMemo(
    () => refundChoices(modes.data ? buildPaymentChoices(modes.data) : [{ paymentValue: 'Cash', displayValue: 'Cash', isDefault: true }], sale.customerId > 0),
    [modes.data, sale.customerId],
  );
  const [parts, setParts] = useState<RefundPart[]>(() => [firstPart(sale, kind)]);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isChecked, setIsChecked] = useState(false);

  const rows = groups.map((group) => {
    const text = texts[group.key] ?? '';
    const parsed = numbers.parse(text, group.decimals);
    const quantity = parsed.ok ? (parsed.value ?? 0) : 0;
    const issue = numbers.describe(parsed, group.decimals) ?? (quantity > group.left ? t('corrections.tooMuch', { left: format.quantity(group.left) }) : null);
    const isValid = issue === null && quantity >= 0;
    return {
      group,
      quantity: isValid ? quantity : 0,
      issue: issue ?? (quantity < 0 ? t('corrections.notNegative') : null),
      addInventory: restock[group.key] ?? true,
    };
  });
  const total = sumMoney(rows.map((row) => (row.quantity > 0 ? returnAmount(row.group, row.quantity) : 0)));
  const lines = toReturnLines(rows);
  const hasIssue = rows.some((row) => row.issue !== null);
  const isSaving = refund.isPending || creditNote.isPending;
  const money = refundMoney(parts, total);

  const onSubmit = async () => {
    setIsChecked(true);
    if (hasIssue || lines.length === 0 || (kind === 'creditNote' && !reason.trim()) || money.overBy > 0) return;
    try {
      if (kind === 'refund') {
        const body = { itemList: lines, paymentSummary: money.entries };
        // A retry of the same refund (a lost answer) reuses its key, so the money goes back once.
        const done = await refund.mutateAsync({ transactionId: sale.transactionId, body, key: idempotency.keyFor(body) });
        toast.success(t('corrections.refunded', { receiptNo: done.receiptNo, amount: format.money(done.total) }));
      } else {
        const body = { originalTransactionId: sale.transactionId, itemList: lines, reason: reason.trim(), paymentSummary: money.entries };
        const done = await creditNote.mutateAsync({ body, key: idempotency.keyFor(body) });
        toast.success(t('corrections.credited', { receiptNo: done.receiptNo, amount: format.money(done.total) }));
        idempotency.reset();
        onClose();
        onCreditNote?.(done.transactionId);
        return;
      }
      idempotency.reset();
      onClose();
    } catch (error) {
      if (!isSessionEnded(error)) setProblem(errorText(error, t('corrections.failed')));
    }
  };

  const title = t(kind === 'refund' ? 'corrections.refundTitle' : 'corrections.creditNoteTitle', { receiptNo: sale.receiptNo });
  return (
    <FormDialog
      title={title}
      submitLabel={kind === 'refund' ? t('corrections.refundSubmit', { amount: format.money(total) }) : t('corrections.creditNoteSubmit')}
      isSaving={isSaving}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {problem && <Alert severity="error">{problem}</Alert>}
        {isChecked && lines.length === 0 && !hasIssue && <Alert severity="warning">{t('corrections.nothingChosen')}</Alert>}
        {rows.map(({ group, issue, addInventory }) => (
          <Box key={group.key} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5 }}>
            <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {group.name}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('corrections.left', { quantity: format.quantity(group.left) })}
              </Typography>
            </Box>
            <TextField
              size="small"
              label={t('corrections.quantity')}
              value={texts[group.key] ?? ''}
              placeholder="0"
              onChange={(event) => {
                setTexts((current) => ({ ...current, [group.key]: event.target.value }));
                setProblem(null);
              }}
              error={issue !== null}
              helperText={issue ?? ' '}
              sx={{ width: 120 }}
              slotProps={{
                htmlInput: { inputMode: group.decimals > 0 ? 'decimal' : 'numeric', 'aria-label': t('corrections.quantityOf', { name: group.name }) },
              }}
            />
            {group.isTracked && (
              <FormControlLabel
                sx={{ mb: 2.5 }}
                control={
                  <Switch
                    checked={addInventory}
                    onChange={(event) => setRestock((current) => ({ ...current, [group.key]: event.target.checked }))}
                    slotProps={{ input: { 'aria-label': t('corrections.restockOf', { name: group.name }) } }}
                  />
                }
                label={t('corrections.restock')}
              />
            )}
          </Box>
        ))}
        <RefundMoneyFields choices={choices} total={total} parts={parts} onChange={setParts} />
        {kind === 'creditNote' && (
          <TextField
            required
            label={t('corrections.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={isChecked && !reason.trim()}
            helperText={isChecked && !reason.trim() ? t('corrections.reasonRequired') : ' '}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        )}
        <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} role="status">
          {t('corrections.total', { amount: format.money(total) })}
        </Typography>
      </Stack>
    </FormDialog>
  );
}
