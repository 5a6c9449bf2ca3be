import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import type { BillingStatus, Plan, PlanChange } from '@dukani/contracts';
import { ConfirmDialog } from '@/components/form/confirm-dialog';
import { usePlans, useUpgradePlan } from '@/api/billing/billing';
import { errorText, showSaveError } from '@/lib/form/show-save-error';
import { hasScreen } from '@/lib/screen-modules';
import { useBillFormat } from './use-bill-format';
import { usePlanQuote } from './use-plan-quote';

interface PlansCardProps {
  businessId: number;
  billing: BillingStatus | undefined;
  pendingChange: PlanChange | null | undefined;
  isOwner: boolean;
}

/**
 * G4 side by side; the Owner may switch (G9). Before confirming, the dialog says what the switch will cost and
 * when it starts; after it, the toast says the same from the server's answer.
 */
export function PlansCard({ businessId, billing, pendingChange, isOwner }: PlansCardProps) {
  const { t } = useTranslation(['account', 'common']);
  const format = useBillFormat();
  const plans = usePlans();
  const upgrade = useUpgradePlan(businessId);
  const quoteOf = usePlanQuote(billing, pendingChange);
  const [choosing, setChoosing] = useState<Plan | null>(null);
  const currentPlanId = billing?.currentPlan.planId;
  const chosen = choosing ? quoteOf(choosing) : null;
  const onConfirm = (plan: Plan) => {
    upgrade
      .mutateAsync(plan.planId)
      .then((result) => {
        const change = result.pendingChange;
        if (!change) toast.success(t('billing.plans.switched', { name: plan.name }));
        else if (change.kind === 'Downgrade') toast.success(t('billing.plans.scheduled', { name: plan.name, date: format.date(change.effectiveOn ?? '') }));
        else toast.success(t('billing.plans.invoiced', { name: plan.name, invoiceNo: change.invoiceNo ?? '', balance: format.money(change.balance) }));
      })
      .catch((error: unknown) => showSaveError(error, t('billing.plans.failed')))
      .finally(() => setChoosing(null));
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {t('billing.plans.title')}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {isOwner ? t('billing.plans.help') : t('billing.plans.ownerOnly')}
        </Typography>
        {plans.isError && <Alert severity="error">{errorText(plans.error, t('billing.loadFailed'))}</Alert>}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {(plans.data ?? []).map((plan) => {
            const current = plan.planId === currentPlanId;
            const waiting = plan.planId === pendingChange?.planId;
            const refusal = isOwner && !current && !waiting ? (quoteOf(plan)?.refusal ?? null) : null;
            return (
              <Box
                key={plan.planId}
                component="section"
                aria-label={plan.name}
                sx={{ border: 1, borderColor: current ? 'primary.main' : 'divider', borderRadius: 2, p: 2 }}
              >
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                  <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
                    {plan.name}
                  </Typography>
                  {current && <Chip size="small" color="primary" label={t('billing.plans.yours')} />}
                  {waiting && <Chip size="small" color="info" variant="outlined" label={t('billing.plans.waiting')} />}
                </Stack>
                <Typography variant="h6" component="p">
                  {plan.price > 0 ? t('billing.plans.perMonth', { price: format.money(plan.price, plan.currency) }) : t('common:plan.free')}
                </Typography>
                <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
                  {plan.description}
                </Typography>
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {t('billing.plans.limits', { users: plan.maxUsers, businesses: plan.maxBusinesses })}
                </Typography>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mb: 1.5 }}>
                  {plan.modules.filter(hasScreen).map((key) => (
                    <Chip key={key} size="small" variant="outlined" label={t(`common:modules.${key}`)} />
                  ))}
                </Stack>
                {isOwner && !current && !waiting && (
                  <Button variant="outlined" fullWidth disabled={!!refusal || !billing} onClick={() => setChoosing(plan)}>
                    {t('billing.plans.switch', { name: plan.name })}
                  </Button>
                )}
                {refusal && (
                  <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1 }}>
                    {refusal}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Box>
      </CardContent>
      {choosing && chosen && (
        <ConfirmDialog
          open
          title={t('billing.plans.confirmTitle', { name: choosing.name })}
          message={chosen.message}
          confirmLabel={t('billing.plans.switch', { name: choosing.name })}
          busy={upgrade.isPending}
          destructive={false}
          onClose={() => setChoosing(null)}
          onConfirm={() => onConfirm(choosing)}
        />
      )}
    </Card>
  );
}
