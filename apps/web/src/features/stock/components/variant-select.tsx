import { MenuItem, TextField } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Product } from '@dukani/contracts';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { useUnitLabel } from '@/lib/format/use-unit-label';

interface VariantSelectProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  product: Product;
}

/** Stock of a product with variants is kept per variant: the movement must name one. */
export function VariantSelect<T extends FieldValues>({ control, name, product }: VariantSelectProps<T>) {
  const { t } = useTranslation('catalog');
  const unitLabel = useUnitLabel();
  const format = useCatalogFormat();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          required
          label={t('stock.fields.variant')}
          value={(field.value as number | null) ?? ''}
          onChange={(event) => field.onChange(Number(event.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? t('stock.fields.variantRequired') : undefined}
        >
          {product.variants.map((variant) => (
            <MenuItem key={variant.id} value={variant.id}>
              {t('stock.fields.variantOption', { name: variant.name, quantity: format.quantity(variant.quantity), unit: unitLabel(product.unitName) })}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
