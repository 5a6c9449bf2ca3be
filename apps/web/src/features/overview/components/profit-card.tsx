import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, Card, CardContent, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { useProfitThisMonth } from '@/api/expenses/get-profit-summary';

/** R3: this month's profit as net sales (+ delivery fees) − cost of goods sold − expenses, each figure shown, so the sum can be checked. */
export function ProfitCard({ businessId }: { businessId: number }) {
  const { t } = useTranslation('common');
  const format = useCatalogFormat();
  const profit = useProfitThisMonth(businessId);
  const titleId = useId();
  const parts = profit.data
    ? [
        { key: 'sales', label: t('overview.profit.sales'), amount: profit.data.sales, sign: '' },
        // Shown only when the shop charged any: most shops never deliver.
        ...(profit.data.deliveryFees > 0 ? [{ key: 'delivery', label: t('overview.profit.deliveryFees'), amount: profit.data.deliveryFees, sign: '+' }] : []),
        { key: 'cost', label: t('overview.profit.costOfGoods'), amount: profit.data.costOfGoodsSold, sign: '−' },
        { key: 'expenses', label: t('overview.profit.expenses'), amount: profit.data.expenses, sign: '−' },
      ]
    : [];
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="overline" color="textSecondary">
          {t('overview.profit.title')}
        </Typography>
        {profit.isPending ? (
          <Skeleton width={160} height={48} />
        ) : profit.isError ? (
          <Typography color="textSecondary">{t('overview.profit.unavailable')}</Typography>
        ) : (
          <Stack spacing={1}>
            <Typography variant="h4" component="p" data-testid="profit-total" color={profit.data.profit < 0 ? 'error' : undefined}>
              {format.money(profit.data.profit)}
            </Typography>
            <Divider />
            {parts.map((part) => (
              <Stack key={part.key} direction="row" sx={{ justifyContent: 'space-between' }} data-testid={`profit-${part.key}`}>
                <Typography variant="body2" color="textSecondary">
                  {part.sign} {part.label}
                </Typography>
                <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {format.money(part.amount)}
                </Typography>
              </Stack>
            ))}
            <Typography variant="caption" color="textSecondary">
              {t('overview.profit.period', { start: format.date(profit.data.startDate), end: format.date(profit.data.endDate) })}
            </Typography>
          </Stack>
        )}
        <Button component={RouterLink} to="/expenses" size="small" sx={{ mt: 1.5, ml: -1 }}>
          {t('overview.profit.open')}
        </Button>
      </CardContent>
    </Card>
  );
}
