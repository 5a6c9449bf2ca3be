import { Grid, InputAdornment } from '@mui/material';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import { useFormatLocale } from '@/lib/format/format-locale';
import { productPriceIssues } from '@dukani/contracts';
import { fromCents, toCents } from '@dukani/domain';
import { formatMoney } from '@/lib/format/catalog-format';
import { ProductNumberField } from './form-fields';
import type { ProductFormValues } from './product-form-values';

interface PricingSectionProps {
  control: Control<ProductFormValues>;
  /** The business's currency symbol, shown in the fields. */
  currency: string;
}

const asNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Retail, wholesale and buying prices; the minimums the cart enforces may not exceed their prices. */
export function PricingSection({ control, currency }: PricingSectionProps) {
  const { t } = useTranslation('products');
  const locale = useFormatLocale();
  const [sellingPrice, buyingPrice, wholesalePrice, minSellingPrice, minWholesalePrice] = useWatch({
    control,
    name: ['sellingPrice', 'buyingPrice', 'wholesalePrice', 'minSellingPrice', 'minWholesalePrice'],
  });
  const selling = asNumber(sellingPrice);
  const buying = asNumber(buyingPrice);
  const issues = productPriceIssues({
    sellingPrice: selling,
    wholesalePrice: asNumber(wholesalePrice),
    minSellingPrice: asNumber(minSellingPrice),
    minWholesalePrice: asNumber(minWholesalePrice),
  });
  const issueOf = (field: string) =>
    issues.some((issue) => issue.field === field) ? t(field === 'minSellingPrice' ? 'validation.minSellingAbove' : 'validation.minWholesaleAbove') : null;
  // Cents, so the margin shown is exact (no float arithmetic on money).
  const margin = selling !== null && buying !== null && buying > 0 ? fromCents(toCents(selling) - toCents(buying)) : null;
  const adornment = { input: { startAdornment: <InputAdornment position="start">{currency}</InputAdornment> } };

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ProductNumberField control={control} name="sellingPrice" label={t('fields.sellingPrice')} required decimals={2} slotProps={adornment} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ProductNumberField
          control={control}
          name="minSellingPrice"
          label={t('fields.minSellingPrice')}
          decimals={2}
          slotProps={adornment}
          issue={issueOf('minSellingPrice')}
          helperText={t('hints.minSellingPrice')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ProductNumberField control={control} name="wholesalePrice" label={t('fields.wholesalePrice')} decimals={2} slotProps={adornment} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ProductNumberField
          control={control}
          name="minWholesalePrice"
          label={t('fields.minWholesalePrice')}
          decimals={2}
          slotProps={adornment}
          issue={issueOf('minWholesalePrice')}
          helperText={t('hints.minWholesalePrice')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ProductNumberField
          control={control}
          name="buyingPrice"
          label={t('fields.buyingPrice')}
          decimals={2}
          slotProps={adornment}
          helperText={margin !== null ? t('hints.margin', { margin: formatMoney(margin, locale) }) : t('hints.buyingPrice')}
        />
      </Grid>
    </Grid>
  );
}
