import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import { cartTotals } from '@dukani/domain';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { usePosStore } from '../state/pos-store';

/** Orders parked at the counter (kept under `heldOrders`): resume one, or delete it. */
export function HeldOrdersDialog({ businessId, open, onClose }: { businessId: number; open: boolean; onClose(): void }) {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const held = usePosStore((s) => s.heldOrders).filter((o) => o.businessId === businessId);
  const { resumeOrder, deleteHeldOrder } = usePosStore.getState();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="held-title" fullWidth maxWidth="sm">
      <DialogTitle id="held-title">{t('held.title')}</DialogTitle>
      <DialogContent>
        {held.length === 0 && <Typography color="text.secondary">{t('held.empty')}</Typography>}
        <List aria-label={t('held.title')}>
          {held.map((order) => {
            const items = order.cart.lines.reduce((n, l) => n + l.quantity, 0);
            return (
              <ListItem
                key={order.id}
                disablePadding
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('held.delete', { label: order.label || format.time(order.heldAt) })}
                    onClick={() => deleteHeldOrder(order.id)}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                }
              >
                <ListItemButton
                  onClick={() => {
                    resumeOrder(order.id);
                    onClose();
                  }}
                  aria-label={t('held.resume', { label: order.label || format.time(order.heldAt) })}
                >
                  <ListItemText
                    primary={`${order.label || t('held.untitled')} · ${format.money(cartTotals(order.cart).amountDue)}`}
                    secondary={`${format.time(order.heldAt)} · ${t('held.items', { count: items })}${order.customer ? ` · ${order.customer.clientName}` : ''}`}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
