import { useState } from 'react';
import { Alert, Button, Chip, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import type { Product, PurchaseSale } from '@dukani/contracts';
import { usePurchaseSales, useReceivePurchase } from '@/api/etims/etims';
import { isSessionEnded } from '@/lib/api-client';
import { errorText } from '@/lib/form/show-save-error';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { ProductPicker } from './product-picker';

function PurchaseRow({ businessId, sale }: { businessId: number; sale: PurchaseSale }) {
  const { t } = useTranslation('etims');
  const format = useCatalogFormat();
  const receive = useReceivePurchase();
  const [products, setProducts] = useState<(Product | null)[]>(() => sale.itemList.map(() => null));
  const onConfirm = async () => {
    if (products.some((product) => !product)) return toast.error(t('purchases.pickEach'));
    try {
      await receive.mutateAsync({
        businessId,
        salesDate: sale.salesDate,
        supplierPin: sale.supplierPin,
        invoiceNo: sale.invoiceNo,
        itemList: sale.itemList.map((line, index) => ({ productId: products[index]!.id, quantity: line.quantity, unitCost: line.unitCost })),
      });
      toast.success(t('purchases.received', { supplier: sale.supplierName }));
    } catch (error) {
      if (!isSessionEnded(error)) toast.error(errorText(error, t('purchases.failed')));
    }
  };
  return (
    <ListItem
      divider
      sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1 }}
      aria-label={t('purchases.rowLabel', { supplier: sale.supplierName, no: sale.invoiceNo })}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <ListItemText
          primary={`${sale.supplierName} · ${t('purchases.invoice', { no: sale.invoiceNo })} · ${format.money(sale.totalAmount)}`}
          secondary={`${sale.salesDate} · ${sale.supplierPin}`}
        />
        {sale.received && <Chip size="small" color="success" label={t('purchases.receivedChip')} />}
      </Stack>
      {!sale.received && (
        <>
          {sale.itemList.map((line, index) => (
            <Stack key={index} direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography variant="body2" sx={{ flex: '1 1 160px' }}>
                {`${line.name ?? line.itemCode ?? ''} × ${line.quantity} @ ${format.money(line.unitCost)}`}
              </Typography>
              <ProductPicker
                businessId={businessId}
                label={t('purchases.product')}
                value={products[index] ?? null}
                onChange={(product) => setProducts((current) => current.map((p, i) => (i === index ? product : p)))}
              />
            </Stack>
          ))}
          <Button variant="contained" size="small" loading={receive.isPending} onClick={() => void onConfirm()} sx={{ alignSelf: 'flex-start' }}>
            {t('purchases.confirm')}
          </Button>
        </>
      )}
    </ListItem>
  );
}

/** P12 and P13: what eTIMS suppliers sold to this shop; confirming one brings its goods into stock. */
export function PurchasesPanel({ businessId }: { businessId: number }) {
  const { t } = useTranslation('etims');
  const sales = usePurchaseSales(businessId);
  const list = sales.data ?? [];
  return (
    <Stack spacing={2}>
      {sales.isError && <Alert severity="error">{errorText(sales.error, t('loadFailed'))}</Alert>}
      <Paper variant="outlined">
        <List aria-label={t('tabs.purchases')} disablePadding>
          {sales.isSuccess && list.length === 0 && (
            <ListItem>
              <ListItemText primary={t('purchases.empty')} />
            </ListItem>
          )}
          {list.map((sale) => (
            <PurchaseRow key={`${sale.supplierPin}-${sale.supplierBranchId}-${sale.invoiceNo}`} businessId={businessId} sale={sale} />
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
