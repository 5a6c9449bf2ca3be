import { Box, Grid, MenuItem, Stack } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import { COUNTRY_CODES, ROLE_TYPES } from '@dukani/contracts';
import { DIAL_CODES } from '@dukani/domain';
import { CountryFlag } from '@/components/country-flag';
import type { UserFormValues } from '../utils/user-schemas';
import { FormTextField } from '@/components/form/form-text-field';
import { ModuleRolesField } from './module-roles-field';

/** Name, phone with its country, email, role type and module roles: the body of F4 and F6. */
export function UserFormFields({ allowOwner }: { allowOwner: boolean }) {
  const { t } = useTranslation('account');
  const { control } = useFormContext<UserFormValues>();
  // Only an Owner may make another Owner; the server refuses it to anyone else.
  const roleTypes = ROLE_TYPES.filter((role) => allowOwner || role !== 'Owner');
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormTextField control={control} name="name" label={t('fields.fullName')} required autoComplete="off" />
      </Grid>
      <Grid size={12}>
        <Stack direction="row" spacing={1.5}>
          <Box sx={{ width: 128, flexShrink: 0 }}>
            <FormTextField
              control={control}
              name="countryCode"
              label={t('fields.country')}
              select
              slotProps={{
                select: {
                  renderValue: (value) => (
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <CountryFlag country={value as (typeof COUNTRY_CODES)[number]} />
                      <span>{DIAL_CODES[value as (typeof COUNTRY_CODES)[number]]}</span>
                    </Stack>
                  ),
                },
              }}
            >
              {COUNTRY_CODES.map((code) => (
                <MenuItem key={code} value={code}>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <CountryFlag country={code} />
                    <span>
                      {t(`countries.${code}`)} ({DIAL_CODES[code]})
                    </span>
                  </Stack>
                </MenuItem>
              ))}
            </FormTextField>
          </Box>
          <FormTextField
            control={control}
            name="phoneNumber"
            label={t('fields.phone')}
            type="tel"
            required
            placeholder="0712 345 678"
            helperText={t('users.phoneHint')}
            autoComplete="off"
          />
        </Stack>
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name="email" label={t('fields.emailOptional')} type="email" autoComplete="off" />
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name="roleTypes" label={t('fields.roleType')} select helperText={t('users.roleTypeHint')}>
          {roleTypes.map((role) => (
            <MenuItem key={role} value={role}>
              {t(`roleTypes.${role}`)}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={12}>
        <ModuleRolesField control={control} />
      </Grid>
    </Grid>
  );
}
