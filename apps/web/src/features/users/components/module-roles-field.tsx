import { Alert, Box, Checkbox, FormControl, FormControlLabel, FormHelperText, FormLabel, Typography } from '@mui/material';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import { MODULE_KEYS, type ModuleKey } from '@dukani/contracts';
import { ROLE_MODULE_KEYS } from '@/lib/screen-modules';
import { hasAllModules, type UserFormValues } from '../utils/user-schemas';

/** The module keys of API.md §1.2 a role can be given (ROLE_MODULE_KEYS), as checkboxes, each with a human name and what it allows. */
export function ModuleRolesField({ control }: { control: Control<UserFormValues> }) {
  const { t } = useTranslation('account');
  const roleType = useWatch({ control, name: 'roleTypes' });
  const everything = hasAllModules(roleType);
  return (
    <Controller
      control={control}
      name="roles"
      render={({ field, fieldState }) => {
        const selected = new Set<ModuleKey>(field.value ?? []);
        const toggle = (key: ModuleKey, checked: boolean) => {
          const next = new Set(selected);
          if (checked) next.add(key);
          else next.delete(key);
          // Keep the contract's order so the saved list reads the same everywhere.
          field.onChange(MODULE_KEYS.filter((k) => next.has(k)));
        };
        return (
          <FormControl component="fieldset" error={Boolean(fieldState.error)} fullWidth>
            <FormLabel component="legend" sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
              {t('users.modules.title')}
            </FormLabel>
            {everything && (
              <Alert severity="info" sx={{ mb: 1.5 }}>
                {t('users.modules.allForRole', { role: t(`roleTypes.${roleType ?? 'Admin'}`) })}
              </Alert>
            )}
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 0.5 }}>
              {ROLE_MODULE_KEYS.map((key) => (
                <FormControlLabel
                  key={key}
                  sx={{ alignItems: 'flex-start', mr: 0, py: 0.5 }}
                  disabled={everything}
                  control={<Checkbox checked={everything || selected.has(key)} onChange={(_, checked) => toggle(key, checked)} sx={{ mt: -0.75 }} />}
                  label={
                    <Box>
                      <Typography variant="body2" sx={{ fontWeight: 500 }}>
                        {t(`modules.${key}.label`)}
                      </Typography>
                      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                        {t(`modules.${key}.hint`)}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </Box>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
