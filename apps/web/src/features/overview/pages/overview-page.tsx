import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/translation/use-translation';
import { useBillingStatus } from '@/api/session/get-billing-status';
import { useCurrentUser } from '@/api/session/get-current-user';
import { canUse, useSession } from '@/lib/session-store';
import { useBusinessCurrencies } from '@/api/currencies/get-business-currencies';
import { useUsers } from '@/api/users/get-users';
import { useProductCount } from '@/api/products/get-product-count';
import { useReceiptSettings } from '@/api/settings/get-receipt-settings';
import { BusinessCard } from '../components/business-card';
import { PlanCard } from '@/components/billing/plan-card';
import { TodaysSalesCard } from '../components/todays-sales-card';
import { ProfitCard } from '../components/profit-card';
import { SetupChecklist } from '../components/setup-checklist';
import { EtimsBanner } from '@/components/etims-banner';
import { OwnerDashboard, hasSales } from '../components/dashboard/owner-dashboard';
import { useDashboard } from '@/api/reports/dashboard';
import { buildSetupSteps, type SetupLinks } from '../utils/setup-steps';

function getGreetingKey(hour: number) {
  if (hour < 12) return 'overview.morning';
  if (hour < 18) return 'overview.afternoon';
  return 'overview.evening';
}

/**
 * The landing screen: who and where you are, the owner's dashboard once the shop has sold (else today's sales),
 * your plan, and what is left to set up.
 */
export default function OverviewPage({ setupLinks }: { setupLinks: SetupLinks }) {
  const { t } = useTranslation('common');
  const business = useSession((s) => s.activeBusiness);
  const businessId = useSession((s) => s.businessId);
  const tenantId = useSession((s) => s.claims?.tenantId);
  const mayUseSettings = useSession((s) => canUse(s, ['settings']));
  const mayUseUsers = useSession((s) => canUse(s, ['users']));
  const mayUseProducts = useSession((s) => canUse(s, ['products']));
  const mayUsePos = useSession((s) => canUse(s, ['pos']));
  // The set-up list and the plan (with its price) are the owner's; staff see their shop and the day's sales.
  const isManager = useSession((s) => s.role?.roleTypes === 'Owner' || s.role?.roleTypes === 'Admin');
  const user = useCurrentUser().data;
  const billing = useBillingStatus(isManager ? tenantId : undefined);
  const currencies = useBusinessCurrencies(businessId, mayUseSettings);
  const receipt = useReceiptSettings(businessId);
  const users = useUsers(businessId, mayUseUsers);
  const productCount = useProductCount(businessId, mayUseProducts);
  const mayUseReports = useSession((s) => canUse(s, ['reports']));
  const dashboard = useDashboard(businessId, mayUseReports);
  const board = hasSales(dashboard.data) ? dashboard.data : null;

  const defaultCurrency = currencies.data ? (currencies.data.find((c) => c.isDefault) ?? currencies.data[0] ?? false) : currencies.isError ? false : null;
  const steps = buildSetupSteps({
    business,
    links: setupLinks,
    defaultCurrency: mayUseSettings ? defaultCurrency : undefined,
    receipt: receipt.isError ? { logoUrl: null } : receipt.data,
    productCount: mayUseProducts ? (productCount.data ?? (productCount.isError ? 0 : null)) : undefined,
    userCount: mayUseUsers ? (users.data?.length ?? (users.isError ? 0 : null)) : undefined,
  });
  const firstName = user?.name.trim().split(/\s+/)[0];

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3, lg: 4 } }}>
      <EtimsBanner />
      <Box sx={{ mb: { xs: 3, md: 4 } }}>
        <Typography variant="h4" component="h1">
          {firstName ? t(`${getGreetingKey(new Date().getHours())}`, { name: firstName }) : t('overview.welcome')}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          {business ? t('overview.subtitle', { name: business.organizationName }) : t('overview.subtitleNoBusiness')}
        </Typography>
      </Box>
      {board ? (
        <Box sx={{ mb: 3 }}>
          <OwnerDashboard board={board} />
        </Box>
      ) : null}
      {/* On a phone the day's takings come before the set-up list; on a desk they head the side column. */}
      {businessId && mayUsePos && !board ? (
        <Box sx={{ display: { xs: 'block', lg: 'none' }, mb: 3 }}>
          <TodaysSalesCard businessId={businessId} />
        </Box>
      ) : null}
      <Grid container spacing={3}>
        {/* The set-up list stays until every step is done; the dashboard above takes over from it. */}
        {isManager && !(board && steps.every((step) => step.done !== false)) ? (
          <Grid size={{ xs: 12, lg: 8 }}>
            <SetupChecklist steps={steps} hasSold={Boolean(board)} />
          </Grid>
        ) : null}
        <Grid size={{ xs: 12, lg: isManager ? 4 : 12 }}>
          <Stack spacing={3}>
            {businessId && mayUsePos && !board ? (
              <Box sx={{ display: { xs: 'none', lg: 'block' } }}>
                <TodaysSalesCard businessId={businessId} />
              </Box>
            ) : null}
            {businessId && mayUseReports ? <ProfitCard businessId={businessId} /> : null}
            {business ? <BusinessCard business={business} /> : null}
            {isManager ? <PlanCard billing={billing.data} isLoading={billing.isPending && Boolean(tenantId)} /> : null}
          </Stack>
        </Grid>
      </Grid>
    </Container>
  );
}
