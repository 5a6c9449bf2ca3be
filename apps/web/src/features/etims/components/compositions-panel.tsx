import { useState } from 'react';
import { Alert, Button, List, ListItem, ListItemText, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import type { Product } from '@dukani/contracts';
import { useItemCompositions, useSaveItemComposition } from '@/api/etims/etims-branch';
import { isSessionEnded } from '@/lib/api-client';
import { errorText } from '@/lib/form/show-save-error';
import { DeviceGate } from './device-gate';
import { ProductPicker } from './product-picker';

function Compositions({ businessId }: { businessId: number }) {
  const { t } = useTranslation('etims');
  const save = useSaveItemComposition();
  const [product, setProduct] = useState<Product | null>(null);
  const [component, setComponent] = useState<Product | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [issue, setIssue] = useState<string | null>(null);
  const saved = useItemCompositions(businessId).data ?? [];

  const onSave = async () => {
    const amount = Number(quantity);
    if (!product || !component) return setIssue(t('compositions.pickBoth'));
    if (product.id === component.id) return setIssue(t('compositions.sameItem'));
    // Items get their code when registered with the authority; until then there is nothing to name them by.
    if (!product.itemCode || !component.itemCode) return setIssue(t('compositions.notRegistered'));
    if (!(amount > 0)) return setIssue(t('compositions.quantityInvalid'));
    setIssue(null);
    try {
      await save.mutateAsync({ businessId, itemCode: product.itemCode, compositionItemCode: component.itemCode, compositionItemQuantity: amount });
      setComponent(null);
      setQuantity('1');
      toast.success(t('compositions.saved', { component: component.name, product: product.name }));
    } catch (error) {
      if (!isSessionEnded(error)) setIssue(errorText(error, t('compositions.failed')));
    }
  };

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('compositions.addTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('compositions.help')}
        </Typography>
        <Stack
          component="form"
          aria-label={t('compositions.addTitle')}
          spacing={1.5}
          onSubmit={(event) => {
            event.preventDefault();
            void onSave();
          }}
        >
          {issue && <Alert severity="error">{issue}</Alert>}
          {/* In a row the pickers' flex basis is a width (wrapping to one a line on a phone), not a height. */}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
            <ProductPicker businessId={businessId} label={t('compositions.product')} value={product} onChange={setProduct} />
            <ProductPicker businessId={businessId} label={t('compositions.component')} value={component} onChange={setComponent} />
          </Stack>
          <TextField
            label={t('compositions.quantity')}
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            helperText={t('compositions.quantityHelp')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <Button type="submit" variant="contained" loading={save.isPending} sx={{ alignSelf: 'flex-start' }}>
            {t('compositions.save')}
          </Button>
        </Stack>
      </Paper>
      {saved.length > 0 && (
        <Paper variant="outlined">
          <List aria-label={t('tabs.compositions')} disablePadding>
            {saved.map((line) => (
              <ListItem key={`${line.itemCode}-${line.compositionItemCode}`} divider>
                <ListItemText
                  primary={line.itemName ?? line.itemCode}
                  secondary={t('compositions.line', {
                    component: line.compositionItemName ?? line.compositionItemCode,
                    quantity: line.compositionItemQuantity,
                  })}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}

/** P14: what a product made in the shop is made of, told to the authority one component at a time. */
export function CompositionsPanel({ businessId }: { businessId: number }) {
  return <DeviceGate businessId={businessId}>{() => <Compositions businessId={businessId} />}</DeviceGate>;
}
