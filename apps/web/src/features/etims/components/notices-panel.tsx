import { Alert, Link, List, ListItem, ListItemText, Paper, Stack } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import type { EtimsDevice } from '@dukani/contracts';
import { useBranchNotices } from '@/api/etims/etims-branch';
import { errorText } from '@/lib/form/show-save-error';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { DeviceGate } from './device-gate';

function NoticeList({ businessId, device }: { businessId: number; device: EtimsDevice }) {
  const { t } = useTranslation('etims');
  const format = useCatalogFormat();
  const notices = useBranchNotices(businessId, device);
  const list = notices.data ?? [];
  return (
    <Stack spacing={2}>
      {notices.isError && <Alert severity="error">{errorText(notices.error, t('loadFailed'))}</Alert>}
      <Paper variant="outlined">
        <List aria-label={t('tabs.notices')} disablePadding>
          {notices.isSuccess && list.length === 0 && (
            <ListItem>
              <ListItemText primary={t('notices.empty')} />
            </ListItem>
          )}
          {list.map((notice) => (
            <ListItem key={notice.noticeNo} divider sx={{ flexDirection: 'column', alignItems: 'stretch' }}>
              <ListItemText
                primary={notice.title}
                secondary={notice.registeredAt ? format.dateTime(notice.registeredAt) : null}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
              <ListItemText secondary={notice.content} slotProps={{ secondary: { sx: { whiteSpace: 'pre-line' } } }} />
              {notice.detailUrl && (
                <Link href={notice.detailUrl} target="_blank" rel="noopener noreferrer" variant="body2">
                  {t('notices.more')}
                </Link>
              )}
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}

/** P8: what the authority has announced to this branch. */
export function NoticesPanel({ businessId }: { businessId: number }) {
  return <DeviceGate businessId={businessId}>{(device) => <NoticeList businessId={businessId} device={device} />}</DeviceGate>;
}
