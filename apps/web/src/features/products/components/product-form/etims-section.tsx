import { useEffect, useState } from 'react';
import { Grid, MenuItem, TextField } from '@mui/material';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import { useItemClassificationCodes } from '@/api/products/get-item-classification-codes';
import { usePackagingUnits } from '@/api/products/get-packaging-units';
import { useQuantityUnits } from '@/api/products/get-quantity-units';
import { CodeAutocomplete } from './code-autocomplete';
import { productFieldError } from './field-error';
import type { ProductFormValues } from './product-form-values';

const SEARCH_DEBOUNCE_MS = 300;

/** Typed text, settled: the classification list has thousands of codes and is searched on the server. */
function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/** What the tax authority needs to accept the item on a receipt (eTIMS in Kenya). */
export function EtimsSection({ control }: { control: Control<ProductFormValues> }) {
  const { t } = useTranslation('products');
  const productType = useWatch({ control, name: 'productType' });
  const [search, setSearch] = useState('');
  const settled = useSettledText(search);
  const classifications = useItemClassificationCodes(settled);
  const packaging = usePackagingUnits();
  const quantityUnits = useQuantityUnits();
  const isService = productType === 1;

  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Controller
          control={control}
          name="kra_ProductType"
          render={({ field, fieldState }) => (
            <TextField
              select
              label={t('fields.kraProductType')}
              value={isService ? '3' : (field.value ?? '2')}
              inputRef={field.ref}
              disabled={isService}
              onChange={(event) => field.onChange(event.target.value)}
              error={Boolean(fieldState.error)}
              helperText={productFieldError(t, fieldState.error) ?? (isService ? t('hints.serviceKraType') : undefined)}
            >
              <MenuItem value="1">{t('kraTypes.1')}</MenuItem>
              <MenuItem value="2">{t('kraTypes.2')}</MenuItem>
              <MenuItem value="3">{t('kraTypes.3')}</MenuItem>
            </TextField>
          )}
        />
      </Grid>
      <Grid size={12}>
        <Controller
          control={control}
          name="itemClassificationCode"
          render={({ field, fieldState }) => (
            <CodeAutocomplete
              label={t('fields.itemClassificationCode')}
              value={field.value}
              options={classifications.data ?? []}
              loading={classifications.isFetching}
              onChange={field.onChange}
              onSearch={setSearch}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={productFieldError(t, fieldState.error) ?? t('hints.itemClassificationCode')}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 12 }}>
        <Controller
          control={control}
          name="packagingUnitCode"
          render={({ field, fieldState }) => (
            <CodeAutocomplete
              label={t('fields.packagingUnitCode')}
              value={field.value}
              options={packaging.data ?? []}
              loading={packaging.isPending}
              onChange={field.onChange}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={productFieldError(t, fieldState.error)}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 12 }}>
        <Controller
          control={control}
          name="quantityUnitCode"
          render={({ field, fieldState }) => (
            <CodeAutocomplete
              label={t('fields.quantityUnitCode')}
              value={field.value}
              options={quantityUnits.data ?? []}
              loading={quantityUnits.isPending}
              onChange={field.onChange}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={productFieldError(t, fieldState.error)}
            />
          )}
        />
      </Grid>
      <Grid size={12}>
        <Controller
          control={control}
          name="country_Origin"
          render={({ field, fieldState }) => (
            <TextField
              label={t('fields.countryOrigin')}
              value={field.value ?? ''}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChange={(event) => {
                const code = event.target.value
                  .replace(/[^a-z]/gi, '')
                  .toUpperCase()
                  .slice(0, 2);
                field.onChange(code === '' ? null : code);
              }}
              error={Boolean(fieldState.error)}
              helperText={productFieldError(t, fieldState.error) ?? t('hints.countryOrigin')}
              slotProps={{ htmlInput: { maxLength: 2, autoComplete: 'off', style: { textTransform: 'uppercase' } } }}
            />
          )}
        />
      </Grid>
    </Grid>
  );
}
