import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/lib/translation/use-translation';
import type { Dashboard } from '@dukani/contracts';
import { KpiCards } from './kpi-cards';
import { RankedLists } from './ranked-lists';
import { SalesCharts } from './sales-charts';

/** R2 on the overview: the owner's day and month at a glance. Figures come from the server, summed in SQL. */
export function OwnerDashboard({ board }: { board: Dashboard }) {
  const { t } = useTranslation('common');
  return (
    <Stack spacing={2} component="section" aria-label={t('dashboard.title')}>
      <Typography variant="h6" component="h2">
        {t('dashboard.title')}
      </Typography>
      {board.sessionsAwaitingApproval > 0 && (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to="/account/users" color="inherit" size="small">
              {t('dashboard.review')}
            </Button>
          }
        >
          {t('dashboard.shiftsWaiting', { count: board.sessionsAwaitingApproval })}
        </Alert>
      )}
      <KpiCards board={board} />
      <SalesCharts board={board} />
      <RankedLists board={board} />
    </Stack>
  );
}

/** The dashboard replaces nothing until there is something to show: a shop with no sales in 30 days sees its set-up. */
export const hasSales = (board: Dashboard | undefined): board is Dashboard => !!board && board.daily.some((day) => day.transactions > 0);
