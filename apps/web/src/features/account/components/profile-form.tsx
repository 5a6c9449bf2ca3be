import { useState } from 'react';
import { FormFooter } from '@/components/form/form-footer';
import { Alert, Card, CardContent, Chip, Divider, Grid, Stack, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { accountProfileInputSchema, type AccountProfileInput } from '@dukani/contracts';
import type { z } from 'zod';
import { useRefreshSessionBusinesses } from '@/api/session/get-businesses';
import { useUpdateAccount } from '@/api/account/update-account';
import type { ProfileWithBusinessTypes } from '@/api/account/get-profile';
import { showSaveError } from '@/lib/form/show-save-error';
import { canUse, useSession } from '@/lib/session-store';
import { LogoPicker } from '@/components/form/logo-picker';
import { ProfileFields } from './profile-fields';

type ProfileOutput = z.output<typeof accountProfileInputSchema>;
const FIELDS = Object.keys(accountProfileInputSchema.shape) as (keyof AccountProfileInput)[];

function toFormValues(profile: ProfileWithBusinessTypes): AccountProfileInput {
  return {
    organizationName: profile.organizationName,
    fullnames: profile.fullnames,
    primaryPhone: profile.primaryPhone,
    secondaryPhone: profile.secondaryPhone,
    primaryEmail: profile.primaryEmail ?? '',
    secondaryEmail: profile.secondaryEmail ?? '',
    website: profile.website,
    country: (profile.country as AccountProfileInput['country']) ?? null,
    city: profile.city,
    address: profile.address,
    location: profile.location,
    businessTypeId: profile.businessTypeId,
  };
}

/** B2: the organisation profile form, with the logo card beside it from 1200 px and above it on phones. */
export function ProfileForm({ profile }: { profile: ProfileWithBusinessTypes }) {
  const { t } = useTranslation('account');
  const [logo, setLogo] = useState<File | null>(null);
  const updateAccount = useUpdateAccount();
  // B2 needs `settings` (API.md): anyone else sees the shop's details but cannot change them.
  const canEdit = useSession((state) => canUse(state, ['settings']));
  const syncBusinesses = useRefreshSessionBusinesses();
  const { control, handleSubmit, setError, reset } = useForm<AccountProfileInput, unknown, ProfileOutput>({
    resolver: zodResolver(accountProfileInputSchema),
    defaultValues: toFormValues(profile),
    disabled: !canEdit,
  });

  const onSubmit = handleSubmit(async (data) => {
    try {
      const saved = await updateAccount.mutateAsync({ custId: profile.custId, data, logo });
      toast.success(t('profile.saved'));
      setLogo(null);
      reset(toFormValues({ ...profile, ...saved }));
      void syncBusinesses();
    } catch (error) {
      showSaveError(error, t('errors.tryAgain'), { setError, fields: FIELDS });
    }
  });

  const saving = updateAccount.isPending;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 4 }}>
        <Card variant="outlined">
          <CardContent>
            <LogoPicker label={t('profile.logo')} currentUrl={profile.logo} file={logo} onChange={setLogo} disabled={saving || !canEdit} />
            <Divider sx={{ my: 2.5 }} />
            <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {profile.organizationName}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
              {profile.businessTypeName && <Chip size="small" label={profile.businessTypeName} />}
              {profile.country && <Chip size="small" variant="outlined" label={t(`countries.${profile.country}`, { defaultValue: profile.country })} />}
            </Stack>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
              {t('profile.logoUse')}
            </Typography>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, lg: 8 }}>
        <Card variant="outlined" component="form" noValidate onSubmit={onSubmit} aria-label={t('profile.title')}>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            {!canEdit && (
              <Alert severity="info" sx={{ mb: 2.5 }}>
                {t('profile.readOnly')}
              </Alert>
            )}
            <ProfileFields control={control} businessTypes={profile.businessTypes} />
          </CardContent>
          {canEdit && (
            <FormFooter
              isSaving={saving}
              onDiscard={() => {
                reset(toFormValues(profile));
                setLogo(null);
              }}
            />
          )}
        </Card>
      </Grid>
    </Grid>
  );
}
