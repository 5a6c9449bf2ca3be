import { useRef, useState, type ReactNode } from 'react';
import { Box, Button, IconButton, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Stack, Tab, Tabs, Typography } from '@mui/material';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import InventoryRounded from '@mui/icons-material/Inventory2Outlined';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongOutlined';
import PaymentsRounded from '@mui/icons-material/PaymentsOutlined';
import InfoRounded from '@mui/icons-material/InfoOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import type { Notification } from '@dukani/contracts';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { useChangeNotifications, useNotifications } from '@/api/notifications/notifications';

const PAGE = 20;
const ICONS: Record<number, ReactNode> = {
  1: <ReceiptLongRounded color="primary" />,
  2: <InventoryRounded color="warning" />,
  3: <PaymentsRounded color="secondary" />,
};

/** The list behind the bell: all or unread, open one to mark it read, delete one, mark every one read. */
export function NotificationsPanel({ businessId }: { businessId: number }) {
  const { t } = useTranslation('common');
  const format = useCatalogFormat();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [pageSize, setPageSize] = useState(PAGE);
  const page = useNotifications(businessId, unreadOnly, pageSize);
  const { markRead, remove } = useChangeNotifications(businessId);
  // A deleted row takes its focused button with it; focus then moves to the heading, so the keyboard (Escape, Tab)
  // stays in the popover instead of falling to the page behind it.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rows = page.data?.data ?? [];
  const unreadShown = rows.filter((n) => !n.isRead).map((n) => n.id);
  // The category gives the title in the user's language; the server's own title (also in it now) is the fallback.
  const titleOf = (n: Notification) => t(`notifications.category.${n.category}`, { defaultValue: n.title });

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1.5 }}>
        <Typography variant="h6" component="h2" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
          {t('notifications.title')}
        </Typography>
        <Button size="small" disabled={unreadShown.length === 0} loading={markRead.isPending} onClick={() => markRead.mutate(unreadShown)}>
          {t('notifications.markAllRead')}
        </Button>
      </Stack>
      <Tabs value={unreadOnly ? 1 : 0} onChange={(_e, value: number) => setUnreadOnly(value === 1)} sx={{ px: 1 }} aria-label={t('notifications.filter')}>
        <Tab label={t('notifications.all')} />
        <Tab label={t('notifications.unread', { count: page.data?.unreadCount ?? 0 })} />
      </Tabs>
      {rows.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', p: 3, textAlign: 'center' }}>
          {page.isLoading ? t('notifications.loading') : unreadOnly ? t('notifications.noneUnread') : t('notifications.none')}
        </Typography>
      ) : (
        <List dense aria-label={t('notifications.title')} sx={{ py: 0 }}>
          {rows.map((n) => (
            <ListItem
              key={n.id}
              disablePadding
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('notifications.delete', { title: titleOf(n) })}
                  onClick={() => {
                    headingRef.current?.focus();
                    remove.mutate([n.id]);
                  }}
                >
                  <DeleteOutlineRounded fontSize="small" />
                </IconButton>
              }
            >
              <ListItemButton onClick={() => !n.isRead && markRead.mutate([n.id])} sx={{ bgcolor: n.isRead ? undefined : 'action.hover', pr: 6 }}>
                <ListItemIcon sx={{ minWidth: 40 }}>{ICONS[n.category] ?? <InfoRounded color="action" />}</ListItemIcon>
                <ListItemText
                  primary={titleOf(n)}
                  secondary={`${n.message} · ${format.dateTime(n.createdOn)}`}
                  slotProps={{ primary: { sx: { fontWeight: n.isRead ? 400 : 700 } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {page.data && page.data.totalRecords > rows.length && pageSize < 100 && (
        <Box sx={{ p: 1, textAlign: 'center' }}>
          <Button size="small" onClick={() => setPageSize((size) => Math.min(size + PAGE, 100))}>
            {t('notifications.more')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
