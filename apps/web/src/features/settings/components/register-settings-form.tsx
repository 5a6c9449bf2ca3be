import type { ReactNode } from 'react';
import { FormFooter } from '@/components/form/form-footer';
import { Box, Card, FormControlLabel, List, ListItem, ListItemIcon, Switch, Typography } from '@mui/material';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import PhoneAndroidOutlinedIcon from '@mui/icons-material/PhoneAndroidOutlined';
import PointOfSaleOutlinedIcon from '@mui/icons-material/PointOfSaleOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { cashRegisterSettingsSchema, type CashRegisterSettings } from '@dukani/contracts';
import type { z } from 'zod';
import { useSaveCashRegisterSettings } from '@/api/settings/save-cash-register-settings';
import { showSaveError } from '@/lib/form/show-save-error';
import { useSession } from '@/lib/session-store';

type RegisterInput = z.input<typeof cashRegisterSettingsSchema>;
type SwitchName = 'requireOpenSession' | 'allowNegativeInventory' | 'mobileMoneyEnabled' | 'mtnMomoEnabled' | 'airtelMoneyEnabled';
const SWITCHES: { name: SwitchName; icon: ReactNode }[] = [
  { name: 'requireOpenSession', icon: <PointOfSaleOutlinedIcon /> },
  { name: 'allowNegativeInventory', icon: <Inventory2OutlinedIcon /> },
  { name: 'mobileMoneyEnabled', icon: <PhoneAndroidOutlinedIcon /> },
];
/**
 * Uganda and Rwanda: each provider is turned on by itself (API.md E3). The merchant accounts are the
 * server's configuration (MOMO_*, AIRTEL_*), so the owner has nothing more to type here.
 */
const PROVIDER_SWITCHES: { name: SwitchName; icon: ReactNode }[] = [
  { name: 'mtnMomoEnabled', icon: <PhoneAndroidOutlinedIcon /> },
  { name: 'airtelMoneyEnabled', icon: <PhoneAndroidOutlinedIcon /> },
];

/** E3: the switches the POS obeys, each with the one line that says what it changes at the till. */
export function RegisterSettingsForm({ settings }: { settings: CashRegisterSettings }) {
  const { t } = useTranslation('account');
  const save = useSaveCashRegisterSettings();
  const country = useSession((s) => s.activeBusiness?.country) ?? 'KE';
  const isPromptCountry = country === 'UG' || country === 'RW';
  const switches = isPromptCountry ? [...SWITCHES, ...PROVIDER_SWITCHES] : SWITCHES;
  // The mobile money switch means M-Pesa's prompt and till in Kenya, the providers below it in Uganda and Rwanda.
  const hintOf = (name: SwitchName) => t(name === 'mobileMoneyEnabled' && isPromptCountry ? 'register.mobileMoneyEnabled.hintUgRw' : `register.${name}.hint`);
  const { control, handleSubmit, reset, formState } = useForm<RegisterInput, unknown, CashRegisterSettings>({
    resolver: zodResolver(cashRegisterSettingsSchema),
    defaultValues: settings,
  });

  const onSubmit = handleSubmit(async (data) => {
    try {
      reset(await save.mutateAsync(data));
      toast.success(t('register.saved'));
    } catch (error) {
      showSaveError(error, t('errors.tryAgain'));
    }
  });

  return (
    <Card variant="outlined" component="form" noValidate onSubmit={onSubmit} aria-label={t('register.title')} sx={{ maxWidth: 760 }}>
      <List disablePadding>
        {switches.map(({ name, icon }, index) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <ListItem divider={index < switches.length - 1} sx={{ py: 2, px: { xs: 2, sm: 3 }, gap: 1 }}>
                <ListItemIcon sx={{ display: { xs: 'none', sm: 'flex' }, color: field.value ? 'primary.main' : 'text.secondary' }}>{icon}</ListItemIcon>
                {/* The whole row's words are the switch's label: a tap on the title flips it, as on a phone's settings. */}
                <FormControlLabel
                  labelPlacement="start"
                  sx={{ flex: 1, mx: 0, gap: 2, justifyContent: 'space-between', alignItems: 'center' }}
                  control={<Switch edge="end" checked={Boolean(field.value)} onChange={(_, checked) => field.onChange(checked)} sx={{ flexShrink: 0 }} />}
                  label={
                    <Box sx={{ py: 0.5 }}>
                      <Typography variant="body1" sx={{ fontWeight: 600 }}>
                        {t(`register.${name}.label`)}
                      </Typography>
                      <Typography variant="body2" color="textSecondary">
                        {hintOf(name)}
                      </Typography>
                    </Box>
                  }
                />
              </ListItem>
            )}
          />
        ))}
      </List>
      <FormFooter isSaving={save.isPending} onDiscard={() => reset(settings)} isDiscardDisabled={!formState.isDirty} />
    </Card>
  );
}
