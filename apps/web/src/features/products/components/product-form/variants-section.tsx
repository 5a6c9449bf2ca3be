import { Alert, Box, Button, Grid, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, useWatch, type Control, type UseFormGetValues } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import { useFormatLocale } from '@/lib/format/format-locale';
import type { Product } from '@dukani/contracts';
import { formatQuantity } from '@/lib/format/catalog-format';
import { quantityDecimals } from '@/lib/format/use-number-text';
import { BarcodeField } from './barcode-field';
import { ProductNumberField, ProductTextField } from './form-fields';
import type { ProductFormValues } from './product-form-values';

interface VariantsSectionProps {
  control: Control<ProductFormValues>;
  getValues: UseFormGetValues<ProductFormValues>;
  product: Product | null;
}

/**
 * Sizes, colours, flavours: each variant has its own barcode, prices and stock, and the product's
 * quantity is their sum. A new variant's quantity is its opening stock; an existing one's is read-only.
 */
export function VariantsSection({ control, getValues, product }: VariantsSectionProps) {
  const { t } = useTranslation('products');
  const locale = useFormatLocale();
  // keyName: the variants carry their own `id`, which the field array must not overwrite.
  const { fields, append, remove } = useFieldArray({ control, name: 'variants', keyName: 'key' });
  const stored = new Map((product?.variants ?? []).map((variant) => [variant.id, variant]));
  // Variants share the product's unit: whole pieces, or up to 3 decimals for kilograms and litres.
  const unitDecimals = quantityDecimals(useWatch({ control, name: 'unitId' }));

  const onAdd = () => {
    // A new variant starts at the product's prices, the usual case for sizes of one item.
    const values = getValues();
    append(
      {
        name: '',
        barCode: null,
        productCode: null,
        sellingPrice: values.sellingPrice,
        wholesalePrice: values.wholesalePrice ?? null,
        buyingPrice: values.buyingPrice ?? null,
        minSellingPrice: null,
        minWholesalePrice: null,
        quantity: null,
        lowstock: values.lowstock ?? null,
      },
      { shouldFocus: true, focusName: `variants.${fields.length}.name` },
    );
  };

  return (
    <Stack spacing={2}>
      {fields.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('variants.empty')}
        </Typography>
      )}
      {fields.length === 0 && product && product.quantity > 0 && (
        <Alert severity="info">{t('variants.stockFirst', { quantity: formatQuantity(product.quantity, locale) })}</Alert>
      )}
      {fields.map((field, index) => {
        const existing = field.id ? stored.get(field.id) : undefined;
        const number = index + 1;
        return (
          <Paper
            key={field.key}
            variant="outlined"
            component="fieldset"
            sx={{ p: 2, m: 0, borderRadius: 2, minWidth: 0 }}
            aria-label={t('variants.rowLabel', { number })}
          >
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
              <Typography component="legend" variant="subtitle2" sx={{ float: 'left', p: 0 }}>
                {t('variants.rowLabel', { number })}
              </Typography>
              <Tooltip title={t('variants.remove', { number })}>
                <IconButton size="small" aria-label={t('variants.remove', { number })} onClick={() => remove(index)}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
            <Grid container spacing={1.5}>
              <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                <ProductTextField control={control} name={`variants.${index}.name`} label={t('variants.name')} size="small" required />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                <BarcodeField control={control} name={`variants.${index}.barCode`} label={t('fields.barCode')} size="small" />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                <ProductTextField control={control} name={`variants.${index}.productCode`} label={t('fields.productCode')} size="small" />
              </Grid>
              <Grid size={{ xs: 6, md: 4 }}>
                <ProductNumberField
                  control={control}
                  name={`variants.${index}.sellingPrice`}
                  label={t('fields.sellingPrice')}
                  size="small"
                  decimals={2}
                  required
                />
              </Grid>
              <Grid size={{ xs: 6, md: 4 }}>
                <ProductNumberField control={control} name={`variants.${index}.wholesalePrice`} label={t('fields.wholesalePrice')} size="small" decimals={2} />
              </Grid>
              <Grid size={{ xs: 6, md: 4 }}>
                <ProductNumberField control={control} name={`variants.${index}.buyingPrice`} label={t('fields.buyingPrice')} size="small" decimals={2} />
              </Grid>
              <Grid size={{ xs: 6, md: 4 }}>
                {existing ? (
                  <Box sx={{ px: 1.5, py: 0.75, borderRadius: 2, bgcolor: 'action.hover' }}>
                    <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                      {t('fields.currentQuantity')}
                    </Typography>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {formatQuantity(existing.quantity, locale)}
                    </Typography>
                  </Box>
                ) : (
                  <ProductNumberField
                    control={control}
                    name={`variants.${index}.quantity`}
                    label={t('fields.openingQuantity')}
                    size="small"
                    maxDecimals={unitDecimals}
                  />
                )}
              </Grid>
              <Grid size={{ xs: 6, md: 4 }}>
                <ProductNumberField
                  control={control}
                  name={`variants.${index}.lowstock`}
                  label={t('fields.lowstock')}
                  size="small"
                  maxDecimals={unitDecimals}
                />
              </Grid>
            </Grid>
          </Paper>
        );
      })}
      <Box>
        <Button variant="outlined" startIcon={<AddOutlinedIcon />} onClick={onAdd}>
          {t('variants.add')}
        </Button>
      </Box>
    </Stack>
  );
}
