import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import { isFarFromPrice, priceForType, type CartLine } from '@dukani/domain';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { useNumberText } from '@/lib/format/use-number-text';
import { usePosStore } from '../state/pos-store';

/** Price and discount of one cart line, opened by tapping the line: the row itself stays one line high. */
export function LineEditDialog({ line, onClose }: { line: CartLine | null; onClose(): void }) {
  return (
    <Dialog open={line !== null} onClose={onClose} aria-labelledby="line-edit-title" fullWidth maxWidth="xs">
      {line && <LineEditForm key={line.key} line={line} onClose={onClose} />}
    </Dialog>
  );
}

function LineEditForm({ line, onClose }: { line: CartLine; onClose(): void }) {
  const { t } = useTranslation('pos');
  const numbers = useNumberText();
  const format = useCatalogFormat();
  // A price far from the item's own ("1,200" for a 65.00 loaf) is asked about once: the next Apply charges it.
  const [askedFor, setAskedFor] = useState<number | null>(null);
  const usual = priceForType(line);
  const [price, setPrice] = useState(() => numbers.format(line.calcPrice, 2));
  const [discount, setDiscount] = useState(() => numbers.format(line.discount, 2));
  const parsedPrice = numbers.parse(price, 2);
  const parsedDiscount = numbers.parse(discount, 2);
  const priceError = parsedPrice.ok ? (parsedPrice.value === null ? t('cart.priceRequired') : null) : numbers.describe(parsedPrice, 2);
  const discountError = numbers.describe(parsedDiscount, 2);
  const readsAs = (parsed: typeof parsedPrice, text: string) => {
    const echo = numbers.readsAs(parsed, text, 2);
    return echo !== null ? t('cart.readsAs', { value: echo }) : undefined;
  };
  const save = () => {
    if (priceError || discountError || !parsedPrice.ok || !parsedDiscount.ok) return;
    const newPrice = parsedPrice.value ?? 0;
    if (newPrice !== line.calcPrice && newPrice !== askedFor && isFarFromPrice(newPrice, usual)) {
      setAskedFor(newPrice);
      return;
    }
    const store = usePosStore.getState();
    if (parsedPrice.value !== line.calcPrice) store.setPrice(line.key, parsedPrice.value ?? 0);
    if ((parsedDiscount.value ?? 0) !== line.discount) store.setLineDiscount(line.key, parsedDiscount.value ?? 0);
    onClose();
  };
  const remove = () => {
    usePosStore.getState().removeLine(line.key);
    onClose();
  };
  return (
    <>
      <DialogTitle id="line-edit-title">{line.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }} component="form" onSubmit={(e) => (e.preventDefault(), save())}>
          <TextField
            autoFocus
            label={t('cart.priceOf', { name: line.name })}
            value={price}
            error={priceError !== null}
            helperText={priceError ?? readsAs(parsedPrice, price)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            onChange={(e) => setPrice(e.target.value)}
          />
          <TextField
            label={t('cart.discountOf', { name: line.name })}
            value={discount}
            error={discountError !== null}
            helperText={discountError ?? readsAs(parsedDiscount, discount)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            onChange={(e) => setDiscount(e.target.value)}
          />
          {askedFor !== null && parsedPrice.ok && askedFor === parsedPrice.value && (
            <Alert severity="warning" role="alert">
              {t('cart.farPrice', { price: format.money(askedFor), usual: format.money(usual) })}
            </Alert>
          )}
          <button type="submit" hidden />
        </Stack>
      </DialogContent>
      {/* Wraps on a phone: a long item name in Remove would push Apply past the dialog's edge. */}
      <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={remove}>
          {t('cart.remove', { name: line.name })}
        </Button>
        <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="contained" onClick={save}>
            {t('cart.apply')}
          </Button>
        </Stack>
      </DialogActions>
    </>
  );
}
