import { useState } from 'react';
import { Alert, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { useOnline } from '@/lib/offline/use-online';
import { syncLocalCatalog, useLocalCatalog } from '../catalog/local-catalog';
import { removeQueuedSale, useSaleQueue } from './sale-queue';
import { useQueueSender } from './use-queue-sender';

/**
 * Always on the till: online or offline, and how many of this cashier's sales wait on the device. A click opens
 * the list of waiting and refused sales.
 */
export function QueueStatus({ userId }: { userId: number | null }) {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const online = useOnline();
  const sendAll = useQueueSender(userId);
  const sales = useSaleQueue((s) => s.sales).filter((sale) => sale.userId === userId);
  // Until the queue has been read from the device, no count: "all sent" then would be a guess.
  const loaded = useSaleQueue((s) => s.loaded);
  const catalog = useLocalCatalog();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const waiting = sales.filter((sale) => sale.status === 'waiting');
  const refused = sales.length - waiting.length;
  const label = !loaded
    ? t(online ? 'queue.onlineLoading' : 'queue.offlineLoading')
    : online
      ? t('queue.online', { count: waiting.length })
      : t('queue.offline', { count: waiting.length });
  const sendNow = async () => {
    setSending(true);
    await sendAll().finally(() => setSending(false));
  };
  const remove = (key: string) => {
    if (window.confirm(t('pending.deleteConfirm'))) void removeQueuedSale(key);
  };
  return (
    <>
      <Chip
        data-testid="queue-status"
        data-online={online}
        data-waiting={loaded ? waiting.length : undefined}
        data-catalog={catalog.lastSyncedAt ? 'synced' : 'none'}
        icon={online ? <CloudDoneOutlinedIcon /> : <CloudOffOutlinedIcon />}
        label={refused ? `${label} · ${t('queue.refusedCount', { count: refused })}` : label}
        color={refused ? 'error' : online && loaded ? (waiting.length ? 'warning' : 'success') : 'default'}
        variant={online && !refused ? 'outlined' : 'filled'}
        onClick={() => setOpen(true)}
        aria-label={t('queue.open', { status: label })}
      />
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="pending-title" fullWidth maxWidth="sm">
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
                  primary={`${sale.deviceReceiptNo ? `${sale.deviceReceiptNo} · ` : ''}${format.money(sale.amount)} · ${sale.payload.paymentSummary.map((p) => p.displayValue ?? p.paymentValue).join(' + ')}`}
                  secondary={sale.error ?? t('pending.waiting', { time: format.dateTime(sale.savedAt) })}
                  slotProps={{ secondary: { color: sale.error ? 'error' : 'text.secondary' } }}
                />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('common.close')}</Button>
          <Button onClick={() => catalog.businessId && void syncLocalCatalog(catalog.businessId)} loading={catalog.syncing} disabled={!online}>
            {t('queue.syncNow')}
          </Button>
          <Button variant="contained" onClick={() => void sendNow()} loading={sending} disabled={waiting.length === 0}>
            {t('pending.sendNow')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
