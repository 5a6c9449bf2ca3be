import { useState } from 'react';
import { Button, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { roundMoney, sumMoney } from '@dukani/domain';
import type { Expense, ExpenseInput } from '@dukani/contracts';
import { FormDialog } from '@/components/form/form-dialog';
import { ReceiptPicker } from '@/components/form/receipt-picker';
import { isSessionEnded } from '@/lib/api-client';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { shopDayOf, shopNoonOf } from '@/lib/format/business-day';
import { errorText } from '@/lib/form/show-save-error';
import { useIdempotencyKey } from '@/lib/hooks/use-idempotency-key';
import { useSession } from '@/lib/session-store';
import { useExpenseCategories } from '@/api/expenses/expense-categories';
import { useSaveExpense } from '@/api/expenses/save-expense';
import { ExpenseLines, newLine, type ExpenseLineDraft } from './expense-lines';
import { useReceiptTexts } from './use-receipt-texts';
import { DateTextField } from '@/components/form/date-text-field';

/** The paymentValues money usually leaves a shop by (API.md §1.11). */
const MODES = ['Cash', 'Mpesa', 'Card', 'Bank'] as const;

interface ExpenseDialogProps {
  businessId: number;
  today: string;
  /** Absent: a new expense. */
  expense?: Expense;
  onClose: () => void;
}

/** M1 for an expense (rent, transport, airtime): lines, how it was paid, and a photo or PDF of the receipt. */
export function ExpenseDialog({ businessId, today, expense, onClose }: ExpenseDialogProps) {
  const { t } = useTranslation('expenses');
  const format = useCatalogFormat();
  const country = useSession((s) => s.activeBusiness?.country) ?? 'KE';
  const categories = useExpenseCategories(businessId);
  const save = useSaveExpense();
  const idempotency = useIdempotencyKey();
  const receiptTexts = useReceiptTexts();
  const [day, setDay] = useState(expense ? shopDayOf(country, expense.transactionDateUTC) : today);
  const [lines, setLines] = useState<ExpenseLineDraft[]>(
    expense?.details.map((line) => ({
      key: String(line.id),
      item_Desc: line.item_Desc,
      categoryId: line.categoryId ?? 0,
      quantity: line.quantity,
      itemCost: line.itemCost,
    })) ?? [newLine()],
  );
  const [ref, setRef] = useState(expense?.ref ?? '');
  const [description, setDescription] = useState(expense?.description ?? '');
  const [mode, setMode] = useState(expense?.paymentMode ?? 'Cash');
  const [isPaid, setPaid] = useState(expense ? expense.paid === 1 : true);
  const [receipt, setReceipt] = useState<File | null>(null);
  const [isStoredRemoved, setStoredRemoved] = useState(false);
  const [issue, setIssue] = useState<string | null>(null);
  const total = sumMoney(lines.map((line) => roundMoney(line.quantity * line.itemCost)));

  const onSubmit = async () => {
    if (!day) return setIssue(t('dialog.dateMissing'));
    if (lines.some((line) => !line.item_Desc.trim() || line.quantity <= 0 || line.itemCost <= 0)) return setIssue(t('dialog.linesIncomplete'));
    const input: ExpenseInput = {
      ...(expense ? { id: expense.id } : {}),
      businessId,
      expensesType: 0,
      transactionDateUTC: shopNoonOf(country, day),
      ref: ref.trim() || null,
      description: description.trim() || null,
      paymentMode: mode,
      paid: isPaid ? 1 : 0,
      details: lines.map(({ item_Desc, categoryId, quantity, itemCost }) => ({
        item_Desc: item_Desc.trim(),
        categoryId: categoryId || null,
        quantity,
        itemCost,
      })),
      ...(isStoredRemoved ? { receipt: null } : {}),
    };
    try {
      await save.mutateAsync({ businessId, input, receipt, idempotencyKey: idempotency.keyFor({ input, file: receipt?.name ?? null }) });
      idempotency.reset();
      toast.success(t('dialog.saved', { amount: format.money(total) }));
      onClose();
    } catch (error) {
      if (!isSessionEnded(error)) setIssue(errorText(error, t('errors.saveFailed')));
    }
  };

  return (
    <FormDialog
      title={expense ? t('dialog.editTitle') : t('dialog.addTitle')}
      submitLabel={t('dialog.save')}
      isSaving={save.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <DateTextField label={t('dialog.date')} value={day} onChange={setDay} />
        <ExpenseLines lines={lines} categories={categories.data ?? []} onChange={setLines} />
        <Button startIcon={<AddIcon />} onClick={() => setLines([...lines, newLine()])} sx={{ alignSelf: 'flex-start' }}>
          {t('dialog.addLine')}
        </Button>
        <Typography sx={{ fontWeight: 700 }} data-testid="expense-total">
          {t('dialog.total', { amount: format.money(total) })}
        </Typography>
        <TextField label={t('dialog.description')} value={description} onChange={(event) => setDescription(event.target.value)} multiline maxRows={3} />
        <TextField label={t('dialog.ref')} value={ref} onChange={(event) => setRef(event.target.value)} />
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField select label={t('dialog.paymentMode')} value={mode} onChange={(event) => setMode(event.target.value)} sx={{ minWidth: 160 }}>
            {MODES.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`pos:methods.${option}`)}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel control={<Switch checked={isPaid} onChange={(event) => setPaid(event.target.checked)} />} label={t('dialog.paid')} />
        </Stack>
        <Typography variant="subtitle2">{t('dialog.receipt')}</Typography>
        <ReceiptPicker
          storedUrl={isStoredRemoved ? null : (expense?.receipt ?? null)}
          file={receipt}
          onChange={setReceipt}
          onRemoveStored={() => setStoredRemoved(true)}
          texts={receiptTexts}
        />
        {issue && (
          <Typography color="error" role="alert">
            {issue}
          </Typography>
        )}
      </Stack>
    </FormDialog>
  );
}
