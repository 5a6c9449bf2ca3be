import { Grid, MenuItem } from '@mui/material';
import type { Control } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import { COUNTRY_CODES, type AccountProfileInput } from '@dukani/contracts';
import { FormSection } from './form-section';
import { FormTextField } from '@/components/form/form-text-field';

interface FieldsProps {
  control: Control<AccountProfileInput>;
  businessTypes: { id: number; name: string }[];
}

/** The three field groups of the profile form: organisation, contact and location. */
export function ProfileFields({ control, businessTypes }: FieldsProps) {
  const { t } = useTranslation('account');
  const half = { xs: 12, sm: 6 };
  return (
    <>
      <FormSection title={t('profile.sections.organisation')} description={t('profile.sections.organisationHint')}>
        <Grid size={half}>
          <FormTextField control={control} name="organizationName" label={t('fields.organizationName')} required autoComplete="organization" />
        </Grid>
        <Grid size={half}>
          <FormTextField
            control={control}
            name="businessTypeId"
            label={t('fields.businessType')}
            select
            emptyAsNull
            slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
          >
            <MenuItem value="">
              <em>{t('common.notSet')}</em>
            </MenuItem>
            {businessTypes.map((type) => (
              <MenuItem key={type.id} value={type.id}>
                {type.name}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="website" label={t('fields.website')} type="url" placeholder="https://" emptyAsNull autoComplete="url" />
        </Grid>
      </FormSection>

      <FormSection title={t('profile.sections.contact')} description={t('profile.sections.contactHint')}>
        <Grid size={12}>
          <FormTextField control={control} name="fullnames" label={t('fields.fullnames')} emptyAsNull autoComplete="name" />
        </Grid>
        <Grid size={half}>
          <FormTextField control={control} name="primaryPhone" label={t('fields.primaryPhone')} type="tel" emptyAsNull autoComplete="tel" />
        </Grid>
        <Grid size={half}>
          <FormTextField control={control} name="secondaryPhone" label={t('fields.secondaryPhone')} type="tel" emptyAsNull />
        </Grid>
        <Grid size={half}>
          <FormTextField control={control} name="primaryEmail" label={t('fields.primaryEmail')} type="email" autoComplete="email" />
        </Grid>
        <Grid size={half}>
          <FormTextField control={control} name="secondaryEmail" label={t('fields.secondaryEmail')} type="email" />
        </Grid>
      </FormSection>

      <FormSection title={t('profile.sections.location')}>
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
          <FormTextField control={control} name="city" label={t('fields.city')} emptyAsNull autoComplete="address-level2" />
        </Grid>
        <Grid size={half}>
          <FormTextField control={control} name="address" label={t('fields.address')} emptyAsNull autoComplete="street-address" />
        </Grid>
        <Grid size={half}>
          <FormTextField control={control} name="location" label={t('fields.location')} helperText={t('fields.locationHint')} emptyAsNull />
        </Grid>
      </FormSection>
    </>
  );
}
