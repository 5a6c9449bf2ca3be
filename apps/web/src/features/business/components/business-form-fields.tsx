import { Grid, MenuItem } from '@mui/material';
import type { Control } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import { COUNTRY_CODES, type BusinessInput } from '@dukani/contracts';
import { FormTextField } from '@/components/form/form-text-field';

/** The fields of C2/C3's `Business` body. */
export function BusinessFormFields({ control }: { control: Control<BusinessInput> }) {
  const { t } = useTranslation('account');
  const half = { xs: 12, sm: 6 };
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormTextField control={control} name="organizationName" label={t('fields.businessName')} required autoFocus />
      </Grid>
      <Grid size={half}>
        <FormTextField control={control} name="fullnames" label={t('fields.contactPerson')} emptyAsNull />
      </Grid>
      <Grid size={half}>
        <FormTextField control={control} name="primaryPhone" label={t('fields.phone')} type="tel" emptyAsNull />
      </Grid>
      <Grid size={half}>
        <FormTextField control={control} name="primaryEmail" label={t('fields.email')} type="email" />
      </Grid>
      <Grid size={half}>
        <FormTextField control={control} name="website" label={t('fields.website')} type="url" emptyAsNull />
      </Grid>
      <Grid size={half}>
        <FormTextField control={control} name="country" label={t('fields.country')} select emptyAsNull>
          <MenuItem value="">
            <em>{t('common.notSet')}</em>
          </MenuItem>
          {COUNTRY_CODES.map((code) => (
            <MenuItem key={code} value={code}>
              {t(`countries.${code}`)}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={half}>
        <FormTextField control={control} name="city" label={t('fields.city')} emptyAsNull />
      </Grid>
      <Grid size={half}>
        <FormTextField control={control} name="address" label={t('fields.address')} emptyAsNull />
      </Grid>
      <Grid size={half}>
        <FormTextField control={control} name="location" label={t('fields.location')} emptyAsNull />
      </Grid>
    </Grid>
  );
}
