import { useState } from 'react';
import { Alert, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import type { EtimsDevice } from '@dukani/contracts';
import { useEtimsDevices, useRegisterDevice } from '@/api/etims/etims';
import { isSessionEnded } from '@/lib/api-client';
import { errorText } from '@/lib/form/show-save-error';
import { useCatalogFormat } from '@/lib/format/catalog-format';

const PIN = /^[A-Z]\d{9}[A-Z]$/;

function DeviceCard({ device }: { device: EtimsDevice }) {
  const { t } = useTranslation('etims');
  const format = useCatalogFormat();
  const rows: [string, string][] = [
    [t('device.pin'), device.pin],
    [t('device.branch'), device.branchName ? `${device.branchId} · ${device.branchName}` : device.branchId],
    [t('device.serial'), device.deviceSerialNo],
    [t('device.sdcId'), device.sdcId],
    [t('device.registeredOn'), format.dateTime(device.registeredOn)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('device.cardLabel', { branch: device.branchId })}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {device.taxpayerName ?? device.pin}
        </Typography>
        <Chip color="success" size="small" label={t('device.active')} />
      </Stack>
      {rows.map(([label, value]) => (
        <Stack key={label} direction="row" sx={{ justifyContent: 'space-between', gap: 2, py: 0.25 }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="body2" sx={{ textAlign: 'right', overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Stack>
      ))}
    </Paper>
  );
}

/** P1 and P5: the device that signs this shop's sales, or the form to register it. */
export function DevicePanel({ businessId }: { businessId: number }) {
  const { t } = useTranslation('etims');
  const devices = useEtimsDevices(businessId);
  const register = useRegisterDevice();
  const [pin, setPin] = useState('');
  const [branchId, setBranchId] = useState('00');
  const [serial, setSerial] = useState('');
  const [issue, setIssue] = useState<{ field: 'pin' | 'branch' | 'serial' | 'form'; text: string } | null>(null);

  const onRegister = async () => {
    const cleanPin = pin.trim().toUpperCase();
    if (!PIN.test(cleanPin)) return setIssue({ field: 'pin', text: t('device.pinInvalid') });
    if (!/^\d{2}$/.test(branchId.trim())) return setIssue({ field: 'branch', text: t('device.branchInvalid') });
    if (!serial.trim()) return setIssue({ field: 'serial', text: t('device.serialRequired') });
    setIssue(null);
    try {
      await register.mutateAsync({ businessId, pin: cleanPin, branchId: branchId.trim(), deviceSerialNo: serial.trim() });
      toast.success(t('device.registered'));
    } catch (error) {
      if (!isSessionEnded(error)) setIssue({ field: 'form', text: errorText(error, t('device.registerFailed')) });
    }
  };

  const list = devices.data ?? [];
  return (
    <Stack spacing={2}>
      {devices.isError && <Alert severity="error">{errorText(devices.error, t('loadFailed'))}</Alert>}
      {list.map((device) => (
        <DeviceCard key={device.id} device={device} />
      ))}
      {devices.isSuccess && list.length === 0 && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('device.registerTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('device.registerHelp')}
          </Typography>
          <Stack
            component="form"
            aria-label={t('device.registerTitle')}
            spacing={1.5}
            onSubmit={(event) => {
              event.preventDefault();
              void onRegister();
            }}
          >
            {issue?.field === 'form' && <Alert severity="error">{issue.text}</Alert>}
            <TextField
              label={t('device.pin')}
              value={pin}
              onChange={(e) => setPin(e.target.value)}
              error={issue?.field === 'pin'}
              helperText={issue?.field === 'pin' ? issue.text : t('device.pinHelp')}
              slotProps={{ htmlInput: { maxLength: 11, autoCapitalize: 'characters' } }}
            />
            <TextField
              label={t('device.branch')}
              value={branchId}
              onChange={(e) => setBranchId(e.target.value)}
              error={issue?.field === 'branch'}
              helperText={issue?.field === 'branch' ? issue.text : t('device.branchHelp')}
              slotProps={{ htmlInput: { maxLength: 2, inputMode: 'numeric' } }}
            />
            <TextField
              label={t('device.serial')}
              value={serial}
              onChange={(e) => setSerial(e.target.value)}
              error={issue?.field === 'serial'}
              helperText={issue?.field === 'serial' ? issue.text : t('device.serialHelp')}
            />
            <Button type="submit" variant="contained" loading={register.isPending} sx={{ alignSelf: 'flex-start' }}>
              {t('device.register')}
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
