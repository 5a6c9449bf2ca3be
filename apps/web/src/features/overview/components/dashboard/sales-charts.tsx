import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from '@/lib/translation/use-translation';
import type { Dashboard } from '@dukani/contracts';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { useFormatLocale } from '@/lib/format/format-locale';
import { useMethodName } from '@/components/payments/use-method-label';

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The last 30 days, today's hours and how the money came in, drawn with MUI X Charts. */
export function SalesCharts({ board }: { board: Dashboard }) {
  const { t } = useTranslation('common');
  const format = useCatalogFormat();
  const locale = useFormatLocale();
  const methodName = useMethodName();
  // A day label every fifth bar on a desk, every tenth on a phone, so the labels never run into each other.
  const labelEvery = useMediaQuery(useTheme().breakpoints.down('sm')) ? 10 : 5;
  const dayLabel = (day: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  // Hours before the first and after the last sale are left off, so a shop open 7–21 fills the chart.
  const sold = board.byHour.filter((h) => h.sales > 0).map((h) => h.hour);
  const hours = sold.length ? board.byHour.filter((h) => h.hour >= Math.min(...sold) && h.hour <= Math.max(...sold)) : [];
  const valueFormatter = (value: number | null) => (value === null ? '' : format.money(value));
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ChartCard title={t('dashboard.last30')}>
          <BarChart
            height={260}
            xAxis={[
              {
                scaleType: 'band',
                data: board.daily.map((d) => dayLabel(d.date)),
                tickLabelInterval: (_value, index) => index % labelEvery === labelEvery - 1,
              },
            ]}
            yAxis={[{ width: 64, valueFormatter: (value: number) => format.quantity(value) }]}
            series={[{ data: board.daily.map((d) => d.sales), label: t('dashboard.sales'), valueFormatter }]}
            hideLegend
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <ChartCard title={t('dashboard.paymentMix')}>
          {board.paymentMix.length === 0 ? (
            <Typography color="textSecondary">{t('dashboard.nothingYet')}</Typography>
          ) : (
            // The legend goes under the donut: beside it, in a quarter of a 1366 px screen, it squeezed the donut
            // until its edge was cut off. The radii are shares of the space left, so the donut fits any card width.
            <PieChart
              height={260}
              slotProps={{ legend: { position: { vertical: 'bottom', horizontal: 'center' }, direction: 'horizontal' } }}
              series={[
                {
                  innerRadius: '55%',
                  outerRadius: '95%',
                  data: board.paymentMix.map((m, index) => ({ id: index, value: m.amount, label: methodName(m.paymentValue) })),
                  valueFormatter: (item) => format.money(item.value),
                },
              ]}
            />
          )}
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <ChartCard title={t('dashboard.byHour')}>
          {hours.length === 0 ? (
            <Typography color="textSecondary">{t('dashboard.noSalesToday')}</Typography>
          ) : (
            <BarChart
              height={220}
              xAxis={[{ scaleType: 'band', data: hours.map((h) => `${String(h.hour).padStart(2, '0')}:00`) }]}
              yAxis={[{ width: 56, valueFormatter: (value: number) => format.quantity(value) }]}
              series={[{ data: hours.map((h) => h.sales), label: t('dashboard.sales'), valueFormatter }]}
              hideLegend
            />
          )}
        </ChartCard>
      </Grid>
    </Grid>
  );
}
