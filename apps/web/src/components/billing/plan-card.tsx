import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import type { BillingStatus } from '@dukani/contracts';
import { currencySymbolOf } from '@dukani/domain';
import { useTranslation } from '@/lib/translation/use-translation';
import { useFormatLocale, useShopTimeZone } from '@/lib/format/format-locale';
import { hasScreen } from '@/lib/screen-modules';

const STATUS_COLOR: Record<BillingStatus['businessStatus'], ChipProps['color']> = {
  Active: 'success',
  Trial: 'info',
  Expired: 'error',
  Suspended: 'warning',
};

/** C5 at a glance: the plan, its status, when it ends, and what it includes. */
export function PlanCard({ billing, isLoading }: { billing: BillingStatus | undefined; isLoading: boolean }) {
  const { t } = useTranslation('common');
  const locale = useFormatLocale();
  const timeZone = useShopTimeZone();
  const plan = billing?.currentPlan;
  const date = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(new Date(iso));
  const price = plan ? `${currencySymbolOf(plan.currency)} ${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(plan.price)}` : '';

  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 2 }}>
          <Box>
            <Typography variant="overline" color="textSecondary">
              {t('plan.current')}
            </Typography>
            <Typography variant="h5" component="p" data-testid="plan-name">
              {plan ? plan.name : isLoading ? <Skeleton width={120} /> : t('plan.unavailable')}
            </Typography>
          </Box>
          <Box
            aria-hidden
            sx={(theme) => ({
              width: 48,
              height: 48,
              borderRadius: 3,
              display: 'grid',
              placeItems: 'center',
              color: 'warning.main',
              bgcolor: theme.palette.mode === 'dark' ? 'rgba(247,144,9,0.14)' : 'rgba(247,144,9,0.1)',
            })}
          >
            <WorkspacePremiumRounded />
          </Box>
        </Stack>
        {billing && plan ? (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Chip size="small" color={STATUS_COLOR[billing.businessStatus]} label={t(`plan.status.${billing.businessStatus}`)} data-testid="plan-status" />
              <Typography variant="body2" color="textSecondary">
                {plan.price > 0 ? t('plan.pricePerMonth', { price }) : t('plan.free')}
              </Typography>
            </Stack>
            {plan.expiresOn ? (
              <Typography variant="body2" color="textSecondary">
                {billing.businessStatus === 'Expired'
                  ? t('plan.expiredOn', { date: date(plan.expiresOn) })
                  : billing.businessStatus === 'Trial'
                    ? t('plan.trialEndsOn', { date: date(plan.expiresOn) })
                    : t('plan.renewsOn', { date: date(plan.expiresOn) })}
              </Typography>
            ) : null}
            <Box>
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                {t('plan.includes')}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
                {billing.planModules.filter(hasScreen).map((key) => (
                  <Chip key={key} size="small" variant="outlined" label={t(`modules.${key}`)} />
                ))}
              </Stack>
            </Box>
          </Stack>
        ) : isLoading ? (
          <Skeleton variant="rounded" height={80} />
        ) : null}
      </CardContent>
    </Card>
  );
}
