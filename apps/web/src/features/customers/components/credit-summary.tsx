import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import type { CreditDetails } from '@dukani/contracts';
import { useCatalogFormat } from '@/lib/format/catalog-format';

function SummaryCard({ label, value, hint, color }: { label: string; value: string; hint?: string; color?: string }) {
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: { xs: '100%', sm: 200 } }}>
      <CardContent>
        <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', lineHeight: 1.6 }}>
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, color }}>
          {value}
        </Typography>
        {hint && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {hint}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** H11 as cards: what is owed (or paid in advance), what is overdue, what they bought and when, and the credit totals. */
export function CreditSummary({ details }: { details: CreditDetails }) {
  const { t } = useTranslation('customers');
  const format = useCatalogFormat();
  const { balance } = details;
  const balanceHint = balance > 0 ? t('detail.owes') : balance < 0 ? t('detail.advance') : t('detail.clear');
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }} aria-label={t('detail.balance')} role="group">
      <SummaryCard
        label={t('detail.balance')}
        value={format.money(Math.abs(balance))}
        hint={balanceHint}
        color={balance > 0 ? 'error.main' : balance < 0 ? 'success.main' : undefined}
      />
      <SummaryCard
        label={t('detail.overdue')}
        value={format.money(details.overdueAmount)}
        hint={details.nextDueDate ? t('detail.nextDue', { date: format.date(`${details.nextDueDate}T12:00:00Z`) }) : t('detail.noDue')}
        color={details.overdueAmount > 0 ? 'warning.main' : undefined}
      />
      <SummaryCard
        label={t('detail.totalBought')}
        value={format.money(details.totalBought ?? 0)}
        hint={details.lastVisit ? t('detail.lastVisit', { date: format.dateTime(details.lastVisit) }) : t('detail.noVisit')}
      />
      <SummaryCard label={t('detail.totalCredit')} value={format.money(details.totalCredit)} />
      <SummaryCard label={t('detail.totalPaid')} value={format.money(details.totalDebit)} />
    </Stack>
  );
}
