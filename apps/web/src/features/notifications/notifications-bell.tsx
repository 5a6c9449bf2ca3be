import { lazy, Suspense, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import { useTranslation } from '@/lib/translation/use-translation';
import { useSession } from '@/lib/session-store';
import { useNotifications } from '@/api/notifications/notifications';
import { DeferredPopover } from '@/components/deferred/deferred-popups';
import { Hint } from '@/components/deferred/hint';

// The list loads when the bell is first opened: the top bar on every screen carries only the bell.
const NotificationsPanel = lazy(() => import('./notifications-panel').then((m) => ({ default: m.NotificationsPanel })));

/** The bell in the top bar: the unread count of the current business, the list in a popover. */
export function NotificationsBell() {
  const { t } = useTranslation('common');
  const businessId = useSession((state) => state.businessId);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The bell's own count: a one-row page of unread notices carries unreadCount.
  const count = useNotifications(businessId, true, 1).data?.unreadCount ?? 0;
  if (businessId === null) return null;
  const label = count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.bell');
  return (
    <>
      <Hint title={label}>
        <IconButton aria-label={label} aria-haspopup="dialog" onClick={(event) => setAnchor(event.currentTarget)}>
          {/* No count drawn at 0: the badge's hidden "0" would be text the button's name leaves out. */}
          <Badge badgeContent={count > 0 ? count : undefined} color="error" max={99}>
            <NotificationsNoneRounded />
          </Badge>
        </IconButton>
      </Hint>
      <DeferredPopover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': t('notifications.title'), sx: { width: { xs: 'calc(100vw - 16px)', sm: 400 }, maxHeight: '70vh' } },
        }}
      >
        <Suspense fallback={null}>
          <NotificationsPanel businessId={businessId} />
        </Suspense>
      </DeferredPopover>
    </>
  );
}
