import { Grid, MenuItem, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Controller, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import type { Category } from '@dukani/contracts';
import { findUnitByName } from '@dukani/domain';
import type { UnitOption } from '@/api/products/get-units';
import { categoriesOfType } from '../../utils/category-options';
import { CategoryField } from './category-field';
import { productFieldError } from './field-error';
import { ProductTextField } from './form-fields';
import type { ProductFormValues } from './product-form-values';

interface BasicsSectionProps {
  businessId: number;
  control: Control<ProductFormValues>;
  setValue: UseFormSetValue<ProductFormValues>;
  categories: Category[];
  units: UnitOption[];
  /** A new product: the name field takes the focus. */
  isNew: boolean;
}

const PIECE = findUnitByName('Piece')?.id ?? 1;
const SERVICE = findUnitByName('Service')?.id ?? PIECE;

/** Name, type, where it is filed, description and unit. */
export function BasicsSection({ businessId, control, setValue, categories, units, isNew }: BasicsSectionProps) {
  const { t } = useTranslation('products');
  const [productType, categoryId, unitId] = useWatch({ control, name: ['productType', 'categoryId', 'unitId'] });
  const offered = categoriesOfType(categories, productType === 1 ? 1 : 0);
  const subcategories = categories.find((category) => category.id === categoryId)?.subcategories ?? [];
  const dirty = { shouldDirty: true } as const;

  /** A service holds no stock and is reported to the tax authority as type 3 (API.md §1.11). */
  const onTypeChange = (next: 0 | 1) => {
    const category = categories.find((c) => c.id === categoryId);
    if (category && category.productType !== next) {
      setValue('categoryId', null, dirty);
      setValue('category_OneId', null, dirty);
    }
    if (next === 1 && unitId === PIECE) setValue('unitId', SERVICE, dirty);
    if (next === 0 && unitId === SERVICE) setValue('unitId', PIECE, dirty);
    setValue('kra_ProductType', next === 1 ? '3' : '2', dirty);
    setValue('trackInventory', next === 0, dirty);
  };

  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Controller
          control={control}
          name="productType"
          render={({ field }) => (
            <ToggleButtonGroup
              exclusive
              color="primary"
              size="small"
              value={field.value ?? 0}
              aria-label={t('fields.productType')}
              onChange={(_, next: 0 | 1 | null) => {
                if (next === null) return;
                field.onChange(next);
                onTypeChange(next);
              }}
            >
              <ToggleButton value={0} sx={{ px: 2.5 }}>
                {t('types.product')}
              </ToggleButton>
              <ToggleButton value={1} sx={{ px: 2.5 }}>
                {t('types.service')}
              </ToggleButton>
            </ToggleButtonGroup>
          )}
        />
      </Grid>
      <Grid size={12}>
        <ProductTextField control={control} name="name" label={t('fields.name')} required autoFocus={isNew} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="categoryId"
          render={({ field, fieldState }) => (
            <CategoryField
              businessId={businessId}
              productType={productType === 1 ? 1 : 0}
              offered={offered}
              value={field.value ?? null}
              inputRef={field.ref}
              onChange={(next) => {
                field.onChange(next);
                setValue('category_OneId', null, dirty);
              }}
              error={Boolean(fieldState.error)}
              helperText={productFieldError(t, fieldState.error) ?? (offered.length === 0 ? t('categoryField.noneYet') : undefined)}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="category_OneId"
          render={({ field, fieldState }) => (
            <TextField
              select
              label={t('fields.subcategory')}
              value={subcategories.some((sub) => sub.id === field.value) ? field.value : ''}
              inputRef={field.ref}
              disabled={subcategories.length === 0}
              onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
              error={Boolean(fieldState.error)}
              helperText={productFieldError(t, fieldState.error)}
            >
              <MenuItem value="">
                <Typography component="em" sx={{ color: 'text.secondary' }}>
                  {t('fields.none')}
                </Typography>
              </MenuItem>
              {subcategories.map((sub) => (
                <MenuItem key={sub.id} value={sub.id}>
                  {sub.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={12}>
        <ProductTextField control={control} name="longDesc" label={t('fields.description')} multiline minRows={2} maxRows={6} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <ProductTextField control={control} name="brand" label={t('fields.brand')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <ProductTextField control={control} name="location" label={t('fields.location')} helperText={t('hints.location')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Controller
          control={control}
          name="unitId"
          render={({ field, fieldState }) => (
            <TextField
              select
              label={t('fields.unit')}
              value={units.some((unit) => unit.id === field.value) ? field.value : ''}
              inputRef={field.ref}
              onChange={(event) => field.onChange(Number(event.target.value))}
              error={Boolean(fieldState.error)}
              helperText={productFieldError(t, fieldState.error)}
            >
              {units.map((unit) => (
                <MenuItem key={unit.id} value={unit.id}>
                  {t(`units.${unit.name}`, { defaultValue: unit.name })}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
    </Grid>
  );
}
