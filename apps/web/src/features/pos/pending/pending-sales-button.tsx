import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Tooltip,
  Typography,
} from '@mui/material';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { usePendingSales } from './pending-sales-store';
import { useSendPendingSales } from './use-send-pending-sales';

/** The till's "sales to send" button: shown only while this cashier has sales kept on the device. */
export function PendingSalesButton({ userId }: { userId: number | null }) {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const sendAll = useSendPendingSales(userId);
  const sales = usePendingSales((s) => s.sales).filter((sale) => sale.userId === userId);
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  if (sales.length === 0 && !open) return null;
  const refused = sales.filter((sale) => sale.error !== null).length;
  const label = t('pending.button', { count: sales.length });
  const sendNow = async () => {
    setSending(true);
    await sendAll().finally(() => setSending(false));
  };
  const remove = (key: string) => {
    if (window.confirm(t('pending.deleteConfirm'))) usePendingSales.getState().remove(key);
  };
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} onClick={() => setOpen(true)} color={refused ? 'error' : 'warning'}>
          <Badge badgeContent={sales.length} color={refused ? 'error' : 'warning'}>
            <CloudUploadOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="pending-title" fullWidth maxWidth="sm">
        <DialogTitle id="pending-title">{t('pending.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('pending.description')}
          </Typography>
          {sales.length === 0 && <Alert severity="success">{t('pending.allSent')}</Alert>}
          <List aria-label={t('pending.title')}>
            {sales.map((sale) => (
              <ListItem
                key={sale.key}
                divider
                secondaryAction={
                  sale.error !== null && (
                    <IconButton edge="end" aria-label={t('pending.delete', { amount: format.money(sale.amount) })} onClick={() => remove(sale.key)}>
                      <DeleteOutlineIcon />
                    </IconButton>
                  )
                }
              >
                <ListItemText
                  primary={`${format.money(sale.amount)} · ${sale.payload.paymentSummary.map((p) => p.displayValue ?? p.paymentValue).join(' + ')}`}
                  secondary={sale.error ?? t('pending.waiting', { time: format.dateTime(sale.savedAt) })}
                  slotProps={{ secondary: { color: sale.error ? 'error' : 'text.secondary' } }}
                />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('common.close')}</Button>
          <Button variant="contained" onClick={() => void sendNow()} loading={sending} disabled={sales.every((sale) => sale.error !== null)}>
            {t('pending.sendNow')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
