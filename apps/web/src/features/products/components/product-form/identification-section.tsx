import { Grid } from '@mui/material';
import type { Control } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import { BarcodeField } from './barcode-field';
import { ProductTextField } from './form-fields';
import type { ProductFormValues } from './product-form-values';

/** Barcode (scanner-friendly) and the shop's own product code; both are searchable in the list and at the till. */
export function IdentificationSection({ control }: { control: Control<ProductFormValues> }) {
  const { t } = useTranslation('products');
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <BarcodeField control={control} name="barCode" label={t('fields.barCode')} helperText={t('hints.barCode')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ProductTextField
          control={control}
          name="productCode"
          label={t('fields.productCode')}
          helperText={t('hints.productCode')}
          slotProps={{ htmlInput: { autoComplete: 'off' } }}
        />
      </Grid>
    </Grid>
  );
}
