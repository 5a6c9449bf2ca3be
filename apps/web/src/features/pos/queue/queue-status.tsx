import { lazy, useState } from 'react';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import { LazyMount, usePrefetch } from '@/components/lazy-mount';
import { StatusChip } from '@/components/status-chip';
import { useOnline } from '@/lib/offline/use-online';
import { useLocalCatalog } from '../catalog/local-catalog';
import { useSaleQueue } from './sale-queue';
import { useQueueSender } from './use-queue-sender';

const loadQueueDialog = () => import('./queue-dialog');
const QueueDialog = lazy(() => loadQueueDialog().then((m) => ({ default: m.QueueDialog })));

/**
 * Always on the till: online or offline, and how many of this cashier's sales wait on the device. A click opens
 * the list of waiting and refused sales.
 */
export function QueueStatus({ userId }: { userId: number | null }) {
  const { t } = useTranslation('pos');
  const online = useOnline();
  const sendAll = useQueueSender(userId);
  const sales = useSaleQueue((s) => s.sales).filter((sale) => sale.userId === userId);
  // Until the queue has been read from the device, no count: "all sent" then would be a guess.
  const loaded = useSaleQueue((s) => s.loaded);
  const catalog = useLocalCatalog();
  const [open, setOpen] = useState(false);
  usePrefetch(loadQueueDialog);
  const waiting = sales.filter((sale) => sale.status === 'waiting');
  const refused = sales.length - waiting.length;
  const label = !loaded
    ? t(online ? 'queue.onlineLoading' : 'queue.offlineLoading')
    : online
      ? t('queue.online', { count: waiting.length })
      : t('queue.offline', { count: waiting.length });
  return (
    <>
      <StatusChip
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
      <LazyMount open={open}>
        <QueueDialog userId={userId} open={open} onClose={() => setOpen(false)} sendAll={sendAll} />
      </LazyMount>
    </>
  );
}
