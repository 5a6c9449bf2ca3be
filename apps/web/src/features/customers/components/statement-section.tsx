import { useState } from 'react';
import { Alert, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { DateTextField } from '@/components/form/date-text-field';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/form/show-save-error';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { useCreditReport } from '@/api/customers/get-credit';
import { LedgerTable } from './ledger-table';
import { StatementShare } from './statement-share';

/** The first and last day of this month on the device's calendar, as YYYY-MM-DD. */
function thisMonth(): { start: string; end: string } {
  const now = new Date();
  const day = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return { start: day(new Date(now.getFullYear(), now.getMonth(), 1)), end: day(now) };
}

/** H10: the statement for a chosen period, with its opening and closing balance. */
export function StatementSection({ customerId, customerPhone }: { customerId: number; customerPhone: string | null }) {
  const { t } = useTranslation('customers');
  const format = useCatalogFormat();
  const [period, setPeriod] = useState(thisMonth);
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
