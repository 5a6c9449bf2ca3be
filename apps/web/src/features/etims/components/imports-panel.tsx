import { useState } from 'react';
import { Alert, Button, Chip, List, ListItem, ListItemText, Paper, Stack } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import type { ImportedItem, Product } from '@dukani/contracts';
import { useDecideImport, useImportedItems } from '@/api/etims/etims';
import { isSessionEnded } from '@/lib/api-client';
import { errorText } from '@/lib/form/show-save-error';
import { ProductPicker } from './product-picker';

const STATUS_COLOR: Record<string, 'info' | 'success' | 'default'> = { '2': 'info', '3': 'success', '4': 'default' };

function ImportRow({ businessId, item }: { businessId: number; item: ImportedItem }) {
  const { t } = useTranslation('etims');
  const decide = useDecideImport();
  const [product, setProduct] = useState<Product | null>(null);
  const isWaiting = item.importItemStatusCode === '2';
  const onDecide = async (importItemStatusCode: '3' | '4') => {
    if (!product) return toast.error(t('imports.pickFirst'));
    try {
      await decide.mutateAsync({
        businessId,
        taskCode: item.taskCode,
        declarationDate: item.declarationDate,
        itemSequence: item.itemSequence,
        productId: product.id,
        importItemStatusCode,
      });
      toast.success(importItemStatusCode === '3' ? t('imports.accepted', { name: product.name }) : t('imports.rejected'));
    } catch (error) {
      if (!isSessionEnded(error)) toast.error(errorText(error, t('imports.failed')));
    }
  };
  return (
    <ListItem divider sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }} aria-label={item.itemName}>
      <ListItemText
        sx={{ flex: '1 1 220px' }}
        primary={`${item.itemName} × ${item.quantity} ${item.quantityUnitCode}`.trim()}
        secondary={[item.supplierName, item.declarationNo && t('imports.declaration', { no: item.declarationNo })].filter(Boolean).join(' · ')}
      />
      {isWaiting ? (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', flex: '1 1 320px' }}>
          <ProductPicker businessId={businessId} label={t('imports.product')} value={product} onChange={setProduct} />
          <Button variant="contained" size="small" loading={decide.isPending} onClick={() => void onDecide('3')}>
            {t('imports.accept')}
          </Button>
          <Button size="small" color="inherit" disabled={decide.isPending} onClick={() => void onDecide('4')}>
            {t('imports.reject')}
          </Button>
        </Stack>
      ) : (
        <Chip
          size="small"
          color={STATUS_COLOR[item.importItemStatusCode] ?? 'default'}
          label={t(`imports.status.${item.importItemStatusCode}`, { defaultValue: item.importItemStatusCode })}
        />
      )}
    </ListItem>
  );
}

/** P10 and P11: goods customs cleared for this shop, each matched to a product and accepted (into stock) or rejected. */
export function ImportsPanel({ businessId }: { businessId: number }) {
  const { t } = useTranslation('etims');
  const items = useImportedItems(businessId);
  const list = items.data ?? [];
  return (
    <Stack spacing={2}>
      {items.isError && <Alert severity="error">{errorText(items.error, t('loadFailed'))}</Alert>}
      <Paper variant="outlined">
        <List aria-label={t('tabs.imports')} disablePadding>
          {items.isSuccess && list.length === 0 && (
            <ListItem>
              <ListItemText primary={t('imports.empty')} />
            </ListItem>
          )}
          {list.map((item) => (
            <ImportRow key={`${item.taskCode}-${item.declarationDate}-${item.itemSequence}`} businessId={businessId} item={item} />
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
