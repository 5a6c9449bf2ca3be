import { Alert, Box, Chip, Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { bundleSaving } from '@dukani/domain';

interface BundlePriceSummaryProps {
  componentsTotal: number;
  /** The bundle price as typed; NaN while the field is empty. */
  price: number;
  /** I14 `quantity` of the saved bundle: undefined before the first save, null when no component tracks stock. */
  available?: number | null;
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" sx={{ color: strong ? 'text.primary' : 'text.secondary', fontWeight: strong ? 600 : 400 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 500, fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** Items bought separately vs the bundle price: the customer's saving, and how many bundles the stock allows. */
export function BundlePriceSummary({ componentsTotal, price, available }: BundlePriceSummaryProps) {
  const { t } = useTranslation('catalog');
  const format = useCatalogFormat();
  const hasPrice = Number.isFinite(price);
  const saving = bundleSaving(componentsTotal, hasPrice ? price : 0);

  return (
    <Stack spacing={1.25} role="region" aria-label={t('bundles.summary.label')}>
      <Line label={t('bundles.summary.separately')} value={format.money(componentsTotal)} />
      <Line label={t('bundles.summary.price')} value={hasPrice ? format.money(price) : '—'} />
      <Divider />
      {hasPrice && componentsTotal > 0 && saving.amount > 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }} data-testid="bundle-saving">
          <Typography variant="subtitle2">{t('bundles.summary.saving')}</Typography>
          <Chip color="success" size="small" label={`${format.money(saving.amount)} (${saving.percent}%)`} />
        </Box>
      )}
      {hasPrice && componentsTotal > 0 && saving.amount === 0 && <Line label={t('bundles.summary.saving')} value={format.money(0)} strong />}
      {hasPrice && saving.amount < 0 && (
        <Alert severity="warning" data-testid="bundle-saving">
          {t('bundles.summary.costsMore', { amount: format.money(-saving.amount) })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, pt: 0.5 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('bundles.summary.available')}
        </Typography>
        {available === undefined && (
          <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'right' }}>
            {t('bundles.summary.afterSave')}
          </Typography>
        )}
        {available === null && <Chip size="small" variant="outlined" label={t('bundles.summary.notTracked')} />}
        {typeof available === 'number' && (
          <Chip
            size="small"
            color={available > 0 ? 'primary' : 'warning'}
            label={t('bundles.summary.availableCount', { count: available, formatted: format.quantity(available) })}
          />
        )}
      </Box>
    </Stack>
  );
}
