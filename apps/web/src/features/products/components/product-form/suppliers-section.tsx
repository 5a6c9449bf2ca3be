import { Autocomplete, Chip, TextField } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import type { Supplier } from '@dukani/contracts';
import { productFieldError } from './field-error';
import type { ProductFormValues } from './product-form-values';

interface SuppliersSectionProps {
  control: Control<ProductFormValues>;
  suppliers: Supplier[];
  isLoading: boolean;
  /** False when the user's role has no access to suppliers (N1 needs the suppliers module). */
  canSeeSuppliers: boolean;
}

/** Who the shop buys this from; the purchase screens offer these suppliers first. */
export function SuppliersSection({ control, suppliers, isLoading, canSeeSuppliers }: SuppliersSectionProps) {
  const { t } = useTranslation('products');
  const live = suppliers.filter((supplier) => supplier.isActive);
  const hint = !canSeeSuppliers ? t('hints.suppliersHidden') : !isLoading && live.length === 0 ? t('hints.noSuppliers') : t('hints.suppliers');
  return (
    <Controller
      control={control}
      name="suppliers"
      render={({ field, fieldState }) => {
        const ids = (field.value ?? []).filter((id) => id > 0);
        // A linked supplier that is no longer active still shows, so saving does not silently drop it.
        const selected = ids.map((id) => suppliers.find((s) => s.id === id) ?? ({ id, supplierName: `#${id}` } as Pick<Supplier, 'id' | 'supplierName'>));
        return (
          <Autocomplete
            multiple
            options={live as Pick<Supplier, 'id' | 'supplierName'>[]}
            value={selected}
            loading={isLoading}
            disabled={!canSeeSuppliers}
            onChange={(_, picked) => field.onChange(picked.map((supplier) => supplier.id))}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            getOptionLabel={(option) => option.supplierName}
            filterSelectedOptions
            loadingText={t('hints.loading')}
            noOptionsText={t('hints.noSuppliers')}
            renderValue={(value, getItemProps) =>
              value.map((option, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} size="small" label={option.supplierName} {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={t('fields.suppliers')}
                error={Boolean(fieldState.error)}
                helperText={productFieldError(t, fieldState.error) ?? hint}
              />
            )}
          />
        );
      }}
    />
  );
}
