import { Box, Grid, MenuItem, TextField, Typography } from '@mui/material';
import { Controller, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import { useFormatLocale } from '@/lib/format/format-locale';
import type { Tax } from '@dukani/contracts';
import { priceBeforeTax } from '@dukani/domain';
import { formatMoney } from '@/lib/format/catalog-format';
import type { ProductFormValues } from './product-form-values';
import { SwitchField } from './switch-field';

interface TaxSectionProps {
  control: Control<ProductFormValues>;
  setValue: UseFormSetValue<ProductFormValues>;
  taxes: Tax[];
  currency: string;
}

/** "B-VAT 16% (16%)": the band's name with its rate, as the tax authority names it. */
export function taxLabel(tax: Tax): string {
  return `${tax.name} (${Math.round(tax.taxRate * 10000) / 100}%)`;
}

/** The band is chosen by id; the code follows it so the server never sees a mismatch. */
export function TaxSection({ control, setValue, taxes, currency }: TaxSectionProps) {
  const { t } = useTranslation('products');
  const locale = useFormatLocale();
  const [taxId, taxCode, taxInclusive, sellingPrice] = useWatch({ control, name: ['taxId', 'taxCode', 'taxInclusive', 'sellingPrice'] });
  const band = taxes.find((tax) => (taxId ? tax.taxId === taxId : tax.taxCode === taxCode));
  const price = typeof sellingPrice === 'number' && Number.isFinite(sellingPrice) ? sellingPrice : null;
  const net = band && price !== null ? priceBeforeTax(price, band.taxRate, taxInclusive ?? true) : null;

  return (
    <Grid container spacing={2} sx={{ alignItems: 'center' }}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="taxId"
          render={({ field, fieldState }) => (
            <TextField
              select
              label={t('fields.tax')}
              value={band?.taxId ?? ''}
              inputRef={field.ref}
              onChange={(event) => {
                const picked = taxes.find((tax) => tax.taxId === Number(event.target.value));
                field.onChange(picked?.taxId ?? null);
                setValue('taxCode', picked?.taxCode ?? null, { shouldDirty: true });
              }}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            >
              {taxes.map((tax) => (
                <MenuItem key={tax.taxId} value={tax.taxId}>
                  {taxLabel(tax)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SwitchField control={control} name="taxInclusive" label={t('fields.taxInclusive')} />
      </Grid>
      <Grid size={12}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('fields.priceBeforeTax')}
          </Typography>
          <Typography
            variant="subtitle1"
            component="output"
            aria-label={t('fields.priceBeforeTax')}
            sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
          >
            {net === null ? '—' : `${currency} ${formatMoney(net, locale)}`}
          </Typography>
        </Box>
      </Grid>
    </Grid>
  );
}
