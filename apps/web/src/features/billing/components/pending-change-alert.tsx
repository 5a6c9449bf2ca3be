import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import toast from 'react-hot-toast/headless';
import type { BillingStatus, PlanChange } from '@dukani/contracts';
import { useTranslation } from '@/lib/translation/use-translation';
import { useUpgradePlan } from '@/api/billing/billing';
import { showSaveError } from '@/lib/form/show-save-error';
import { useBillFormat } from './use-bill-format';

interface PendingChangeAlertProps {
  businessId: number;
  change: PlanChange;
  billing: BillingStatus | undefined;
  isOwner: boolean;
}

/**
 * A switch of plan that waits (G3's pendingChange): what it waits for, what stays until then, and for the Owner
 * the way back, which is G9 with the current plan and moves no date.
 */
export function PendingChangeAlert({ businessId, change, billing, isOwner }: PendingChangeAlertProps) {
  const { t } = useTranslation('account');
  const format = useBillFormat();
  const cancel = useUpgradePlan(businessId);
  const current = billing?.currentPlan;
  const params = {
    name: change.planName,
    current: current?.name ?? '',
    invoiceNo: change.invoiceNo ?? '',
    balance: format.money(change.balance),
    date: change.effectiveOn ? format.date(change.effectiveOn) : change.lapsesOn ? format.date(change.lapsesOn) : '',
  };
  const text =
    change.kind === 'Upgrade'
      ? t('billing.pending.upgrade', params)
      : change.kind === 'NewMonth'
        ? t('billing.pending.newMonth', params)
        : t('billing.pending.downgrade', params);
  return (
    <Alert severity="info" data-testid="pending-plan-change">
      <AlertTitle>{t('billing.pending.title', params)}</AlertTitle>
      {text}
      {/* Below the sentence rather than as the Alert's action, which would squeeze it at 360 px. */}
      {isOwner && current && (
        <Box sx={{ mt: 1 }}>
          <Button
            variant="outlined"
            color="inherit"
            size="small"
            loading={cancel.isPending}
            onClick={() =>
              cancel
                .mutateAsync(current.planId)
                .then(() => toast.success(t('billing.pending.cancelled', params)))
                .catch((error: unknown) => showSaveError(error, t('billing.plans.failed')))
            }
          >
            {t('billing.pending.keep', params)}
          </Button>
        </Box>
      )}
    </Alert>
  );
}
