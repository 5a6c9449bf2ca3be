import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { taxRatesFor, toNumberOrZero } from '@dukani/domain';
import { usePosStore } from '../state/pos-store';

/** A free-text line (productId 0): sold through PostQuickSale, no stock effect. */
export function QuickSaleDialog({ country, open, onClose }: { country: string; open: boolean; onClose(): void }) {
  const { t } = useTranslation('pos');
  const addQuickLine = usePosStore((s) => s.addQuickLine);
  const bands = taxRatesFor(country);
  const [line, setLine] = useState({ name: '', price: '', quantity: '1', taxCode: '' });
  const rate = bands.find((b) => b.taxCode === line.taxCode)?.taxRate ?? 0;
  const add = () => {
    addQuickLine({ name: line.name, price: toNumberOrZero(line.price), quantity: toNumberOrZero(line.quantity) || 1, taxRate: rate, taxInclusive: true });
    setLine({ name: '', price: '', quantity: '1', taxCode: '' });
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="quick-sale-title" fullWidth maxWidth="xs">
      <DialogTitle id="quick-sale-title">{t('quick.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            autoFocus
            label={t('quick.name')}
            placeholder="Quick Sale"
            value={line.name}
            onChange={(e) => setLine({ ...line, name: e.target.value })}
          />
          <Stack direction="row" spacing={1}>
            <TextField
              label={t('quick.price')}
              type="number"
              value={line.price}
              onChange={(e) => setLine({ ...line, price: e.target.value })}
              slotProps={{ htmlInput: { min: 0, step: 'any' } }}
            />
            <TextField
              label={t('quick.quantity')}
              type="number"
              value={line.quantity}
              onChange={(e) => setLine({ ...line, quantity: e.target.value })}
              slotProps={{ htmlInput: { min: 0, step: 'any' } }}
            />
          </Stack>
          <TextField select label={t('quick.tax')} value={line.taxCode} onChange={(e) => setLine({ ...line, taxCode: e.target.value })}>
            <MenuItem value="">{t('quick.noTax')}</MenuItem>
            {bands.map((b) => (
              <MenuItem key={b.taxCode} value={b.taxCode}>{`${b.taxCode} · ${(b.taxRate * 100).toFixed(0)} %`}</MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={add} disabled={!(toNumberOrZero(line.price) > 0)}>
          {t('quick.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
