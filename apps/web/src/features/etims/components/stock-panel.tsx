import { Alert, Chip, List, ListItem, ListItemText, Paper, Stack } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { useEtimsStockReports } from '@/api/etims/etims';
import { errorText } from '@/lib/form/show-save-error';
import { useCatalogFormat } from '@/lib/format/catalog-format';

const STATE_COLOR = { Waiting: 'info', Sent: 'success', Refused: 'error' } as const;

/** P17: the stock movements reported to the authority (§10), with the on-hand each reported. */
export function StockPanel({ businessId }: { businessId: number }) {
  const { t } = useTranslation('etims');
  const format = useCatalogFormat();
  const reports = useEtimsStockReports(businessId);
  const list = reports.data ?? [];
  return (
    <Stack spacing={2}>
      {reports.isError && <Alert severity="error">{errorText(reports.error, t('loadFailed'))}</Alert>}
      <Paper variant="outlined">
        <List aria-label={t('tabs.stock')} disablePadding>
          {reports.isSuccess && list.length === 0 && (
            <ListItem>
              <ListItemText primary={t('stock.empty')} />
            </ListItem>
          )}
          {list.map((report) => (
            <ListItem key={report.releaseNo} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                sx={{ flex: '1 1 240px' }}
                primary={`${t('stock.releaseNo', { no: report.releaseNo })} · ${t(`stock.type.${report.sarTyCd}`, { defaultValue: report.sarTyCd })}`}
                secondary={
                  <>
                    {`${format.dateTime(report.createdOn)} · `}
                    {report.lines.map((line) => t('stock.line', { name: line.name, quantity: line.quantity, onHand: line.onHand })).join(', ')}
                    {report.error && ` · ${report.error}`}
                  </>
                }
              />
              <Chip size="small" color={STATE_COLOR[report.state]} label={t(`stock.state.${report.state}`)} />
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
