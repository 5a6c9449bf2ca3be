import { useEffect, useMemo, useState } from 'react';
import { FormFooter } from '@/components/form/form-footer';
import {
  Box,
  Card,
  CardContent,
  Divider,
  FormControlLabel,
  FormGroup,
  Grid,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { receiptSettingsInputSchema, type Business, type ReceiptSettingsInput } from '@dukani/contracts';
import type { z } from 'zod';
import type { ReceiptAndRegisterSettings } from '@/api/settings/get-receipt-settings';
import { useSaveReceiptSettings } from '@/api/settings/save-receipt-settings';
import { showSaveError, translateFieldError } from '@/lib/form/show-save-error';
import { LogoPicker } from '@/components/form/logo-picker';
import { ReceiptPreview } from './receipt-preview';

type ReceiptOutput = z.output<typeof receiptSettingsInputSchema>;
const FLAGS = ['showOrganizationName', 'showPhone', 'showEmail', 'showThankYouMessage'] as const;
const MESSAGE_MAX = 300;

function toFormValues(settings: ReceiptAndRegisterSettings): ReceiptSettingsInput {
  return {
    id: settings.id,
    businessId: settings.businessId,
    tenantId: settings.tenantId,
    showOrganizationName: settings.showOrganizationName,
    showPhone: settings.showPhone,
    showEmail: settings.showEmail,
    showThankYouMessage: settings.showThankYouMessage,
    message: settings.message ?? '',
  };
}

interface ReceiptSettingsFormProps {
  settings: ReceiptAndRegisterSettings;
  business: Business | null;
  currencySymbol: string;
}

/** E1: what the printed receipt shows, with a live preview that follows every change before saving. */
export function ReceiptSettingsForm({ settings, business, currencySymbol }: ReceiptSettingsFormProps) {
  const { t } = useTranslation('account');
  const [logo, setLogo] = useState<File | null>(null);
  const logoPreview = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(
    () => () => {
      if (logoPreview) URL.revokeObjectURL(logoPreview);
    },
    [logoPreview],
  );
  const [paper, setPaper] = useState<58 | 80>(80);
  const save = useSaveReceiptSettings();
  const { control, handleSubmit, setError, reset } = useForm<ReceiptSettingsInput, unknown, ReceiptOutput>({
    resolver: zodResolver(receiptSettingsInputSchema),
    defaultValues: toFormValues(settings),
  });
  const watched = useWatch({ control });

  const onSubmit = handleSubmit(async (data) => {
    try {
      const saved = await save.mutateAsync({ data, logo });
      toast.success(t('receipt.saved'));
      reset(toFormValues({ ...settings, ...saved }));
      setLogo(null);
    } catch (error) {
      showSaveError(error, t('errors.tryAgain'), { setError, fields: ['message'] });
    }
  });

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7, xl: 8 }}>
        <Card variant="outlined" component="form" noValidate onSubmit={onSubmit} aria-label={t('receipt.title')}>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <LogoPicker label={t('receipt.logo')} currentUrl={settings.logoUrl} file={logo} onChange={setLogo} disabled={save.isPending} />
            <Divider sx={{ my: 3 }} />
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {t('receipt.showTitle')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {t('receipt.showHint')}
            </Typography>
            <FormGroup>
              {FLAGS.map((flag) => (
                <Controller
                  key={flag}
                  control={control}
                  name={flag}
                  render={({ field }) => (
                    <FormControlLabel
                      sx={{ py: 0.25 }}
                      control={<Switch checked={Boolean(field.value)} onChange={(_, checked) => field.onChange(checked)} />}
                      label={t(`receipt.flags.${flag}`)}
                    />
                  )}
                />
              ))}
            </FormGroup>
            <Controller
              control={control}
              name="message"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  value={field.value ?? ''}
                  label={t('receipt.message')}
                  placeholder={t('receipt.preview.defaultMessage')}
                  multiline
                  minRows={2}
                  fullWidth
                  disabled={!watched.showThankYouMessage}
                  error={Boolean(fieldState.error)}
                  helperText={translateFieldError(t, fieldState.error) ?? t('receipt.messageHint', { count: (field.value ?? '').length, max: MESSAGE_MAX })}
                  slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
                  sx={{ mt: 2 }}
                />
              )}
            />
          </CardContent>
          <FormFooter isSaving={save.isPending} />
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 5, xl: 4 }}>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {t('receipt.preview.title')}
            </Typography>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={paper}
              onChange={(_, value: 58 | 80 | null) => value && setPaper(value)}
              aria-label={t('receipt.preview.paper')}
            >
              <ToggleButton value={58}>58 mm</ToggleButton>
              <ToggleButton value={80}>80 mm</ToggleButton>
            </ToggleButtonGroup>
          </Stack>
          <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, py: 3, px: 1 }}>
            <ReceiptPreview
              paper={paper}
              logoSrc={logoPreview ?? settings.logoUrl}
              businessName={business?.organizationName ?? ''}
              address={[business?.address, business?.city].filter(Boolean).join(', ') || null}
              phone={business?.primaryPhone ?? null}
              email={business?.primaryEmail || null}
              currencySymbol={currencySymbol}
              showOrganizationName={Boolean(watched.showOrganizationName)}
              showPhone={Boolean(watched.showPhone)}
              showEmail={Boolean(watched.showEmail)}
              showThankYouMessage={Boolean(watched.showThankYouMessage)}
              message={watched.message}
            />
          </Box>
        </Box>
      </Grid>
    </Grid>
  );
}
