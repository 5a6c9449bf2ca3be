import { Box } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { SectionPageLayout } from '@/components/layout/page-layout';
import { useSession } from '@/lib/session-store';
import { useBillingStatus } from '@/api/session/get-billing-status';
import { useTotalBill } from '@/api/billing/billing';
import { PlanCard } from '@/components/billing/plan-card';
import { PayBillCard } from '../components/pay-bill-card';
import { InvoicesCard } from '../components/invoices-card';
import { PlansCard } from '../components/plans-card';
import { PendingChangeAlert } from '../components/pending-change-alert';

/** /account/billing: the plan, what is owed and how to pay it, the invoices, and other plans (group G). */
export default function BillingPage() {
  const { t } = useTranslation('account');
  const businessId = useSession((s) => s.businessId);
  const tenantId = useSession((s) => s.claims?.tenantId);
  const role = useSession((s) => s.role);
  const phone = useSession((s) => s.activeBusiness?.primaryPhone ?? '');
  const billing = useBillingStatus(tenantId);
  const summary = useTotalBill(businessId);
  if (!businessId) return null;
  const isOwner = role?.roleTypes === 'Owner';
  const pendingChange = summary.data?.pendingChange;
  return (
    <SectionPageLayout title={t('billing.title')} description={t('billing.description')} breadcrumbsLabel={t('nav.billing')} rowFrom="sm">
      {pendingChange && (
        <Box sx={{ mb: 2 }}>
          <PendingChangeAlert businessId={businessId} change={pendingChange} billing={billing.data} isOwner={isOwner} />
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 2 }}>
        <PlanCard billing={billing.data} isLoading={billing.isPending} />
        <PayBillCard businessId={businessId} summary={summary.data} defaultPhone={phone} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <InvoicesCard businessId={businessId} />
        <PlansCard businessId={businessId} billing={billing.data} pendingChange={pendingChange} isOwner={isOwner} />
      </Box>
    </SectionPageLayout>
  );
}
