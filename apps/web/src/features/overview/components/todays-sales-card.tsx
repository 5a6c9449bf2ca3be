import { useId } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/lib/translation/use-translation';
import { signedTotal, sumMoney } from '@dukani/domain';
import { useTodaysSales } from '@/api/pos/sales';
import { useCatalogFormat } from '@/lib/format/catalog-format';

/** Today at the till (L1): how many sales, their net sales (returns taken off, as everywhere), and the last one; a way to the receipts. */
export function TodaysSalesCard({ businessId }: { businessId: number }) {
  const { t } = useTranslation('common');
  const format = useCatalogFormat();
  const sales = useTodaysSales(businessId);
  const live = (sales.data ?? []).filter((row) => !row.isDeleted);
  const rows = live.filter((row) => row.kind === 'Sale');
  // L1 lists a refund or credit note with its amount as a document; the domain says which way it counts.
  const total = sumMoney(live.map((row) => signedTotal(row.kind, Math.abs(row.total))));
  const last = rows[0];
  // The overview places the card twice (phone and desk layouts, one hidden): each needs its own id.
  const titleId = useId();

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="overline" color="textSecondary">
          {t('overview.todaysSales.title')}
        </Typography>
        {sales.isPending ? (
          <Skeleton width={160} height={48} />
        ) : sales.isError ? (
          <Typography color="textSecondary">{t('overview.todaysSales.unavailable')}</Typography>
        ) : (
          <Stack spacing={0.5}>
            <Typography variant="h4" component="p" data-testid="todays-sales-total">
              {format.money(total)}
            </Typography>
            <Typography color="textSecondary">
              {rows.length === 0
                ? t('overview.todaysSales.none')
                : t('overview.todaysSales.count', { count: rows.length, time: last ? format.time(last.transactionDate) : '' })}
            </Typography>
          </Stack>
        )}
        <Button component={RouterLink} to="/pos/sales" size="small" sx={{ mt: 1.5, ml: -1 }}>
          {t('overview.todaysSales.open')}
        </Button>
      </CardContent>
    </Card>
  );
}
