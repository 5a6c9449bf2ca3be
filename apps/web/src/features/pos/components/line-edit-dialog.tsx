import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import type { CartLine } from '@dukani/domain';
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
          <button type="submit" hidden />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between' }}>
        <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={remove}>
          {t('cart.remove', { name: line.name })}
        </Button>
        <Stack direction="row" spacing={1}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="contained" onClick={save}>
            {t('cart.apply')}
          </Button>
        </Stack>
      </DialogActions>
    </>
  );
}
