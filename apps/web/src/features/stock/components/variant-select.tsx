import { InputAdornment, MenuItem, TextField } from '@mui/material';
import { CameraScanButton } from '@/components/camera-scan/camera-scan-button';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import type { Product } from '@dukani/contracts';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { useUnitLabel } from '@/lib/format/use-unit-label';

interface VariantSelectProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  product: Product;
}

const same = (a: string | null, code: string) => (a ?? '').trim().toLowerCase() === code.trim().toLowerCase();

/** Stock of a product with variants is kept per variant: the movement must name one (or the camera reads its code). */
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
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end" sx={{ mr: 3 }}>
                  <CameraScanButton
                    onCode={(code) => {
                      const variant = product.variants.find((v) => same(v.barCode, code) || same(v.productCode, code));
                      if (variant) field.onChange(variant.id);
                      return Boolean(variant);
                    }}
                  />
                </InputAdornment>
              ),
            },
          }}
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
