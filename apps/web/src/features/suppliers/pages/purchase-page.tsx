import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, CardContent, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { businessDateOf, roundMoney, sumMoney } from '@dukani/domain';
import type { Expense, ExpenseInput, Product } from '@dukani/contracts';
import { ReceiptPicker } from '@/components/form/receipt-picker';
import { SectionPageLayout } from '@/components/layout/page-layout';
import { isSessionEnded } from '@/lib/api-client';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { shopDayOf, shopNoonOf } from '@/lib/format/business-day';
import { errorText } from '@/lib/form/show-save-error';
import { useIdempotencyKey } from '@/lib/hooks/use-idempotency-key';
import { useSession } from '@/lib/session-store';
import { useExpense } from '@/api/expenses/get-expense';
import { useSaveExpense } from '@/api/expenses/save-expense';
import { useVat } from '@/api/products/get-vat';
import { useSupplier } from '@/api/suppliers/get-supplier';
import { ProductPicker } from '../components/product-picker';
import { PurchaseLines, type PurchaseLineDraft } from '../components/purchase-lines';
import { DateTextField } from '@/components/form/date-text-field';

const MODES = ['Cash', 'Mpesa', 'Bank', 'Card'] as const;

const lineOf = (product: Product): PurchaseLineDraft => ({
  key: crypto.randomUUID(),
  productId: product.id,
  variantId: product.variants[0]?.id ?? null,
  variants: product.variants.map((variant) => ({ id: variant.id, name: variant.name })),
  unitId: product.unitId,
  item_Desc: product.name,
  quantity: 1,
  itemCost: product.buyingPrice ?? 0,
  taxId: product.taxId ?? 0,
});

const linesOf = (purchase: Expense): PurchaseLineDraft[] =>
  purchase.details.map((line) => ({
    key: String(line.id),
    productId: line.productId,
    variantId: line.variantId,
    variants: [],
    unitId: null,
    item_Desc: line.item_Desc,
    quantity: line.quantity,
    itemCost: line.itemCost,
    taxId: line.taxId ?? 0,
  }));

/**
 * /suppliers/:supplierId/purchases/new (or /:purchaseId): goods bought from the supplier, usually on credit.
 * Saving (M1, expensesType 1) adds the tracked products to stock and sets their buying price to this cost.
 */
export default function PurchasePage() {
  const { t } = useTranslation('expenses');
  const format = useCatalogFormat();
  const navigate = useNavigate();
  const params = useParams();
  const supplierId = Number(params.supplierId) || null;
  const purchaseId = params.purchaseId && params.purchaseId !== 'new' ? Number(params.purchaseId) : null;
  const businessId = useSession((s) => s.businessId);
  const country = useSession((s) => s.activeBusiness?.country) ?? 'KE';
  const supplier = useSupplier(supplierId);
  const existing = useExpense(purchaseId);
  const taxes = useVat(businessId);
  const save = useSaveExpense();
  const idempotency = useIdempotencyKey();
  const [day, setDay] = useState(() => businessDateOf(country, new Date()));
  const [ref, setRef] = useState('');
  const [lines, setLines] = useState<PurchaseLineDraft[]>([]);
  const [isPaidNow, setPaidNow] = useState(false);
  const [mode, setMode] = useState<(typeof MODES)[number]>('Cash');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [issue, setIssue] = useState<string | null>(null);
  const total = sumMoney(lines.map((line) => roundMoney(line.quantity * line.itemCost)));

  useEffect(() => {
    if (!existing.data) return;
    setDay(shopDayOf(country, existing.data.transactionDateUTC));
    setRef(existing.data.ref ?? '');
    setLines(linesOf(existing.data));
  }, [existing.data, country]);

  const onAdd = (product: Product) => {
    const same = lines.find((line) => line.productId === product.id && line.variants.length === 0);
    setLines(same ? lines.map((line) => (line === same ? { ...line, quantity: line.quantity + 1 } : line)) : [...lines, lineOf(product)]);
    setIssue(null);
  };

  const onSave = async () => {
    if (!businessId || !supplierId) return;
    if (!day) return setIssue(t('purchase.dateMissing'));
    if (lines.length === 0) return setIssue(t('purchase.noLines'));
    if (lines.some((line) => line.quantity <= 0 || line.itemCost <= 0 || !line.item_Desc.trim())) return setIssue(t('purchase.linesIncomplete'));
    const input: ExpenseInput = {
      ...(purchaseId ? { id: purchaseId } : {}),
      businessId,
      expensesType: 1,
      supplierId,
      transactionDateUTC: shopNoonOf(country, day),
      ref: ref.trim() || null,
      paid: isPaidNow ? 1 : 0,
      paymentMode: isPaidNow ? mode : null,
      details: lines.map((line) => ({
        item_Desc: line.item_Desc.trim(),
        quantity: line.quantity,
        itemCost: line.itemCost,
        taxId: line.taxId || null,
        productId: line.productId,
        variantId: line.variantId,
      })),
    };
    try {
      await save.mutateAsync({ businessId, input, receipt, idempotencyKey: idempotency.keyFor({ input, file: receipt?.name ?? null }) });
      idempotency.reset();
      toast.success(t('purchase.saved', { amount: format.money(total) }));
      void navigate(`/suppliers/${supplierId}`);
    } catch (error) {
      if (!isSessionEnded(error)) setIssue(errorText(error, t('errors.saveFailed')));
    }
  };

  return (
    <SectionPageLayout
      title={purchaseId ? t('purchase.editTitle') : t('purchase.title')}
      description={t('purchase.description', { supplier: supplier.data?.supplierName ?? '…' })}
      breadcrumbsLabel={t('nav.suppliers')}
      rowFrom="md"
    >
      {existing.isError && <Alert severity="error">{errorText(existing.error, t('list.loadFailed'))}</Alert>}
      <Stack spacing={2}>
        <Card variant="outlined">
          <CardContent>
            <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
              <DateTextField label={t('purchase.date')} value={day} onChange={setDay} />
              <TextField label={t('purchase.ref')} helperText={t('purchase.refHelp')} value={ref} onChange={(event) => setRef(event.target.value)} />
            </Stack>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              {businessId && <ProductPicker businessId={businessId} onPick={onAdd} />}
              <PurchaseLines lines={lines} taxes={taxes.data ?? []} onChange={setLines} />
              <Button
                startIcon={<AddIcon />}
                sx={{ alignSelf: 'flex-start' }}
                onClick={() =>
                  setLines([
                    ...lines,
                    {
                      key: crypto.randomUUID(),
                      productId: null,
                      variantId: null,
                      variants: [],
                      unitId: null,
                      item_Desc: '',
                      quantity: 1,
                      itemCost: 0,
                      taxId: 0,
                    },
                  ])
                }
              >
                {t('purchase.addOtherCost')}
              </Button>
              <Typography variant="h6" component="p" data-testid="purchase-total">
                {t('purchase.total', { amount: format.money(total) })}
              </Typography>
            </Stack>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
                <FormControlLabel
                  control={<Switch checked={isPaidNow} onChange={(event) => setPaidNow(event.target.checked)} />}
                  label={t('purchase.paidNow')}
                />
                {isPaidNow && (
                  <TextField
                    select
                    size="small"
                    label={t('pay.mode')}
                    value={mode}
                    onChange={(event) => setMode(event.target.value as (typeof MODES)[number])}
                    sx={{ minWidth: 150 }}
                  >
                    {MODES.map((option) => (
                      <MenuItem key={option} value={option}>
                        {t(`pos:methods.${option}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              </Stack>
              <Typography variant="body2" color="textSecondary">
                {isPaidNow ? t('purchase.paidNowHelp') : t('purchase.onCreditHelp', { terms: supplier.data?.paymentTerms || t('purchase.noTerms') })}
              </Typography>
              <Typography variant="subtitle2">{t('dialog.receipt')}</Typography>
              <ReceiptPicker
                storedUrl={existing.data?.receipt ?? null}
                file={receipt}
                onChange={setReceipt}
                texts={{
                  photo: t('receipt.photo'),
                  choose: t('receipt.choose'),
                  view: t('receipt.view'),
                  remove: t('receipt.remove'),
                  wrongType: t('receipt.wrongType'),
                  tooLarge: t('receipt.tooLarge'),
                  picked: t('receipt.picked'),
                }}
              />
            </Stack>
          </CardContent>
        </Card>
        {issue && (
          <Alert severity="error" role="alert">
            {issue}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button color="inherit" onClick={() => void navigate(`/suppliers/${supplierId}`)}>
            {t('purchase.cancel')}
          </Button>
          <Button variant="contained" loading={save.isPending} onClick={() => void onSave()}>
            {t('purchase.save')}
          </Button>
        </Stack>
      </Stack>
    </SectionPageLayout>
  );
}
