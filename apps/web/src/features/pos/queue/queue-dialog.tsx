import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { useReceiptMethodLabel } from '@/components/payments/use-method-label';
import { useOnline } from '@/lib/offline/use-online';
import { syncLocalCatalog, useLocalCatalog } from '../catalog/local-catalog';
import { removeQueuedSale, useSaleQueue } from './sale-queue';

/** The list of this cashier's waiting and refused sales, opened from the till's queue chip. */
export function QueueDialog({ userId, open, onClose, sendAll }: { userId: number | null; open: boolean; onClose: () => void; sendAll: () => Promise<void> }) {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const methodLabel = useReceiptMethodLabel();
  const online = useOnline();
  const sales = useSaleQueue((s) => s.sales).filter((sale) => sale.userId === userId);
  const catalog = useLocalCatalog();
  const [sending, setSending] = useState(false);
  const waiting = sales.filter((sale) => sale.status === 'waiting');
  const sendNow = async () => {
    setSending(true);
    await sendAll().finally(() => setSending(false));
  };
  const remove = (key: string) => {
    if (window.confirm(t('pending.deleteConfirm'))) void removeQueuedSale(key);
  };
  return (
    <Dialog open={open} onClose={() => onClose()} aria-labelledby="pending-title" fullWidth maxWidth="sm">
      <DialogTitle id="pending-title">{t('pending.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('pending.description')}
        </Typography>
        {sales.length === 0 && <Alert severity="success">{t('pending.allSent')}</Alert>}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {catalog.lastSyncedAt
            ? t('queue.catalogSynced', { time: format.dateTime(catalog.lastSyncedAt), count: catalog.items.length })
            : t('queue.catalogNever')}
        </Typography>
        <List aria-label={t('pending.title')}>
          {sales.map((sale) => (
            <ListItem
              key={sale.key}
              divider
              secondaryAction={
                sale.status === 'refused' && (
                  <IconButton edge="end" aria-label={t('pending.delete', { amount: format.money(sale.amount) })} onClick={() => remove(sale.key)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                )
              }
            >
              <ListItemText
                primary={`${sale.deviceReceiptNo ? `${sale.deviceReceiptNo} · ` : ''}${format.money(sale.amount)} · ${sale.payload.paymentSummary.map((p) => methodLabel(p)).join(' + ')}`}
                secondary={sale.error ?? t('pending.waiting', { time: format.dateTime(sale.savedAt) })}
                slotProps={{ secondary: { color: sale.error ? 'error' : 'text.secondary' } }}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>{t('common.close')}</Button>
        <Button onClick={() => catalog.businessId && void syncLocalCatalog(catalog.businessId)} loading={catalog.syncing} disabled={!online}>
          {t('queue.syncNow')}
        </Button>
        <Button variant="contained" onClick={() => void sendNow()} loading={sending} disabled={waiting.length === 0}>
          {t('pending.sendNow')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
