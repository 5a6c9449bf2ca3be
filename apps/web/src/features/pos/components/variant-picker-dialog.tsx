import { useEffect, useState } from 'react';
import { Button, Dialog, DialogContent, DialogTitle, List, ListItemButton, ListItemText } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import type { PosItem } from '@dukani/contracts';
import { useCatalogFormat } from '@/lib/format/catalog-format';

interface VariantPickerDialogProps {
  /** The product whose variant the cashier picks; null closes the dialog. */
  item: PosItem | null;
  onPick(item: PosItem, variantId: number): void;
  onClose(): void;
}

/** Which variant of a tapped product goes into the cart (a size, a colour). Loaded on the first such tap. */
export function VariantPickerDialog({ item, onPick, onClose }: VariantPickerDialogProps) {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  // Kept while the dialog fades out, so its title and list do not empty during the transition.
  const [shown, setShown] = useState(item);
  useEffect(() => {
    if (item) setShown(item);
  }, [item]);
  return (
    <Dialog open={item !== null} onClose={onClose} aria-labelledby="variant-title">
      <DialogTitle id="variant-title">{t('grid.chooseVariant', { name: shown?.name ?? '' })}</DialogTitle>
      <DialogContent>
        <List>
          {shown?.variants.map((v) => (
            <ListItemButton
              key={v.id}
              onClick={() => {
                onPick(shown, v.id);
                onClose();
              }}
            >
              <ListItemText primary={v.name} secondary={`${format.money(v.sellingPrice)} · ${t('grid.inStock', { qty: format.quantity(v.quantity) })}`} />
            </ListItemButton>
          ))}
        </List>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
      </DialogContent>
    </Dialog>
  );
}
