import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/lib/translation/use-translation';
import type { Dashboard } from '@dukani/contracts';
import { useCatalogFormat } from '@/lib/format/catalog-format';

/** Today against the same weekday last week: "+12 %" up, "−5 %" down, nothing when last week had nothing. */
function change(now: number, before: number): { text: string; colour: string } | null {
  if (before === 0) return null;
  const percent = Math.round(((now - before) / before) * 100);
  return { text: `${percent > 0 ? '+' : percent < 0 ? '−' : '±'}${Math.abs(percent)} %`, colour: percent >= 0 ? 'success.main' : 'error.main' };
}

function Kpi({ label, value, hint, compare, to }: { label: string; value: string; hint: string; compare?: ReturnType<typeof change>; to?: string }) {
  const body = (
    <CardContent>
      <Typography variant="overline" color="textSecondary" component="h3" sx={{ display: 'block', hyphens: 'auto', overflowWrap: 'anywhere', lineHeight: 1.6 }}>
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {compare && (
          <Typography component="span" variant="body2" sx={{ color: compare.colour, fontWeight: 700, mr: 0.5 }}>
            {compare.text}
          </Typography>
        )}
        {hint}
      </Typography>
    </CardContent>
  );
  return (
    <Card sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}

/**
 * Today's profit where buying prices are known. With none known it says what to do instead of showing a 0 that
 * reads as "sold at cost"; with some unknown it says how much of the day the figure covers.
 */
function ProfitKpi({ board }: { board: Dashboard }) {
  const { t } = useTranslation('common');
  const format = useCatalogFormat();
  const { today, sameDayLastWeek: before } = board;
  if (today.sales > 0 && today.costKnownShare === 0) {
    return <Kpi label={t('dashboard.profit')} value="—" hint={t('dashboard.noBuyingPrices')} to="/products" />;
  }
  const covers = today.costKnownShare > 0 && today.costKnownShare < 1;
  return (
    <Kpi
      label={t('dashboard.profit')}
      value={format.money(today.profit)}
      hint={covers ? t('dashboard.profitCovers', { percent: Math.round(today.costKnownShare * 100) }) : t('dashboard.vsLastWeek')}
      compare={covers ? null : change(today.profit, before.profit)}
    />
  );
}

/** The day's headline figures, each with what to compare it with or where to act on it. */
export function KpiCards({ board }: { board: Dashboard }) {
  const { t } = useTranslation('common');
  const format = useCatalogFormat();
  const { today, sameDayLastWeek: before } = board;
  const vsLastWeek = t('dashboard.vsLastWeek');
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 6, md: 3 }}>
        <Kpi
          label={t('dashboard.sales')}
          value={format.money(today.sales)}
          hint={
            today.returns > 0 ? t('dashboard.returnsTakenOff', { gross: format.money(today.grossSales), returns: format.money(today.returns) }) : vsLastWeek
          }
          compare={today.returns > 0 ? null : change(today.sales, before.sales)}
          to="/transactions"
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <Kpi
          label={t('dashboard.transactions')}
          value={String(today.transactions)}
          hint={vsLastWeek}
          compare={change(today.transactions, before.transactions)}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <Kpi
          label={t('dashboard.basket')}
          value={format.money(today.averageBasket)}
          hint={vsLastWeek}
          compare={change(today.averageBasket, before.averageBasket)}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <ProfitKpi board={board} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <Kpi
          label={t('dashboard.owed')}
          value={format.money(board.owedToShop.amount)}
          hint={t('dashboard.owedBy', { count: board.owedToShop.customers })}
          to="/customers"
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <Kpi
          label={t('dashboard.shopOwes')}
          value={format.money(board.owedByShop.amount)}
          hint={
            board.owedByShop.overdue > 0
              ? t('dashboard.overdue', { amount: format.money(board.owedByShop.overdue) })
              : t('dashboard.toSuppliers', { count: board.owedByShop.suppliers })
          }
          to="/suppliers"
        />
      </Grid>
      {board.taxAuthority && (
        <Grid size={{ xs: 6, md: 3 }}>
          <Kpi
            label={t('dashboard.notSigned')}
            value={String(board.taxAuthority.notSigned)}
            hint={t('dashboard.refusedByKra', { count: board.taxAuthority.refused })}
            to="/tax-authority"
          />
        </Grid>
      )}
    </Grid>
  );
}
