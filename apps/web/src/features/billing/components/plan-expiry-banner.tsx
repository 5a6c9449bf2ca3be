import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from '@/lib/translation/use-translation';
import { PLAN_GRACE_DAYS, PLAN_NOTICE_DAYS } from '@dukani/domain';
import { useBillingStatus } from '@/api/session/get-billing-status';
import { canUse, useSession } from '@/lib/session-store';
import { useBillFormat } from './use-bill-format';

const DAY_MS = 86_400_000;

/**
 * Above every screen of someone who can pay: the plan ends within a week, has ended (grace), or has
 * ended more than a week ago (only the till, billing, settings and users still change anything).
 */
export function PlanExpiryBanner() {
  const { t } = useTranslation('account');
  const format = useBillFormat();
  const tenantId = useSession((s) => s.claims?.tenantId);
  const role = useSession((s) => s.role);
  const planModules = useSession((s) => s.planModules);
  const location = useLocation();
  const mayPay = canUse({ role, planModules }, ['billing']);
  const billing = useBillingStatus(mayPay ? tenantId : undefined);
  const expiresOn = billing.data?.currentPlan.expiresOn;
  if (!mayPay || !billing.data || !expiresOn) return null;
  const end = new Date(expiresOn).getTime();
  // The server's clock decides Expired; the days left are only for the sentence.
  const expired = billing.data.businessStatus === 'Expired';
  const left = end - Date.now();
  if (!expired && left > PLAN_NOTICE_DAYS * DAY_MS) return null;
  const date = format.date(expiresOn);
  const locked = expired && Date.now() - end >= PLAN_GRACE_DAYS * DAY_MS;
  const text = locked
    ? t('billing.banner.locked', { date })
    : expired
      ? t('billing.banner.expired', { date, days: PLAN_GRACE_DAYS })
      : t('billing.banner.soon', { date });
  return (
    <Alert
      severity={expired ? 'error' : 'warning'}
      role="status"
      data-testid="plan-expiry-banner"
      sx={{ borderRadius: 0 }}
      action={
        location.pathname === '/account/billing' ? undefined : (
          <Button color="inherit" size="small" component={RouterLink} to="/account/billing">
            {t('billing.banner.pay')}
          </Button>
        )
      }
    >
      {text}
    </Alert>
  );
}
