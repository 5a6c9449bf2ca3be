import { useState } from 'react';
import { businessDateOf } from '@dukani/domain';
import { Alert, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { DateTextField } from '@/components/form/date-text-field';
import { useTranslation } from '@/lib/translation/use-translation';
import { errorText } from '@/lib/form/show-save-error';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { useSession } from '@/lib/session-store';
import { useCreditReport } from '@/api/customers/get-credit';
import { LedgerTable } from './ledger-table';
import { StatementShare } from './statement-share';

/**
 * The first day of this month to today on the shop's calendar, as YYYY-MM-DD: the ledger dates its rows by the
 * shop's day, so a device set to another time zone (or UTC) would otherwise leave today's rows out after midnight.
 */
function thisMonth(country: string): { start: string; end: string } {
  const today = businessDateOf(country, new Date());
  return { start: `${today.slice(0, 8)}01`, end: today };
}

/** H10: the statement for a chosen period, with its opening and closing balance. */
export function StatementSection({ customerId, customerPhone }: { customerId: number; customerPhone: string | null }) {
  const { t } = useTranslation('customers');
  const format = useCatalogFormat();
  const country = useSession((s) => s.activeBusiness?.country) ?? 'KE';
  const [period, setPeriod] = useState(() => thisMonth(country));
  const report = useCreditReport(customerId, period.start, period.end);
  return (
    <Card variant="outlined">
      <CardHeader title={t('statement.title')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
          <DateTextField
            size="small"
            label={t('statement.from')}
            value={period.start}
            onChange={(day) => day && setPeriod((old) => ({ ...old, start: day }))}
            sx={{ width: { xs: '100%', sm: 200 } }}
          />
          <DateTextField
            size="small"
            label={t('statement.to')}
            value={period.end}
            onChange={(day) => day && setPeriod((old) => ({ ...old, end: day }))}
            sx={{ width: { xs: '100%', sm: 200 } }}
          />
        </Stack>
        {report.error && <Alert severity="error">{errorText(report.error, t('errors.operationFailed'))}</Alert>}
        {report.data && (
          <>
            <Typography variant="body2" sx={{ mb: 1 }} data-testid="statement-opening">
              {t('statement.opening')}: <strong>{format.money(report.data.openingBalance)}</strong>
            </Typography>
            <LedgerTable rows={report.data.rows} label={t('statement.title')} emptyText={t('statement.empty')} />
            <Typography variant="body2" sx={{ mt: 1 }} data-testid="statement-closing">
              {t('statement.closing')}: <strong>{format.money(report.data.closingBalance)}</strong>
            </Typography>
            <StatementShare customerId={customerId} customerPhone={customerPhone} startDate={period.start} endDate={period.end} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
