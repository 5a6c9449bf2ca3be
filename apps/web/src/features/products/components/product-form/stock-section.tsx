import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Grid, Stack, Typography } from '@mui/material';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import { useFormatLocale } from '@/lib/format/format-locale';
import type { Product } from '@dukani/contracts';
import { formatQuantity } from '@/lib/format/catalog-format';
import { quantityDecimals } from '@/lib/format/use-number-text';
import { ProductNumberField } from './form-fields';
import type { ProductFormValues } from './product-form-values';
import { SwitchField } from './switch-field';

interface StockSectionProps {
  control: Control<ProductFormValues>;
  /** The stored product when editing: its stock is shown, never edited here. */
  product: Product | null;
  unitName: string;
}

function QuantityReadout({ label, value, unitName, children }: { label: string; value: string; unitName: string; children?: ReactNode }) {
  return (
    <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover', height: '100%' }}>
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
        {label}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="output" aria-label={label} sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {value}{' '}
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            {unitName}
          </Typography>
        </Typography>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * Opening stock on create; on edit the quantity is read-only, because stock moves only through
 * movements (I19 ignores it) — the link goes to the stock screen. With variants the stock is theirs.
 */
export function StockSection({ control, product, unitName }: StockSectionProps) {
  const { t } = useTranslation('products');
  const locale = useFormatLocale();
  const variants = useWatch({ control, name: 'variants' }) ?? [];
  const hasVariants = variants.length > 0;
  const unitId = useWatch({ control, name: 'unitId' });
  const openingOfNew = variants.reduce((sum, variant) => sum + (variant.id ? 0 : (variant.quantity ?? 0)), 0);
  const stored = product?.quantity ?? 0;
  const quantity = (value: number) => formatQuantity(value, locale);

  return (
    <Grid container spacing={2} sx={{ alignItems: 'center' }}>
      <Grid size={{ xs: 12, sm: 6 }}>
        {product ? (
          <QuantityReadout label={t('fields.currentQuantity')} value={quantity(stored + openingOfNew)} unitName={unitName}>
            <Button size="small" variant="outlined" startIcon={<TuneOutlinedIcon />} component={RouterLink} to={`/products/${product.id}/stock`}>
              {t('actions.adjustStock')}
            </Button>
          </QuantityReadout>
        ) : hasVariants ? (
          <QuantityReadout label={t('fields.variantsTotal')} value={quantity(openingOfNew)} unitName={unitName} />
        ) : (
          <ProductNumberField
            control={control}
            name="quantity"
            maxDecimals={quantityDecimals(unitId)}
            label={t('fields.openingQuantity')}
            helperText={t('hints.openingQuantity')}
          />
        )}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ProductNumberField
          control={control}
          name="lowstock"
          maxDecimals={quantityDecimals(unitId)}
          label={t('fields.lowstock')}
          helperText={t('hints.lowstock')}
        />
      </Grid>
      <Grid size={12}>
        <SwitchField control={control} name="trackInventory" label={t('fields.trackInventory')} hint={t('hints.trackInventory')} />
      </Grid>
    </Grid>
  );
}
