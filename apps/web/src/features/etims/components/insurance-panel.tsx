import { useState } from 'react';
import { Alert, Button, List, ListItem, ListItemText, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import type { EtimsDevice } from '@dukani/contracts';
import { useBranchInsurances, useSaveBranchInsurance } from '@/api/etims/etims-branch';
import { isSessionEnded } from '@/lib/api-client';
import { errorText } from '@/lib/form/show-save-error';
import { DeviceGate } from './device-gate';

type Field = 'code' | 'name' | 'rate' | 'form';

function Insurance({ businessId, device }: { businessId: number; device: EtimsDevice }) {
  const { t } = useTranslation('etims');
  const save = useSaveBranchInsurance();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [rate, setRate] = useState('');
  const [issue, setIssue] = useState<{ field: Field; text: string } | null>(null);
  const saved = useBranchInsurances(businessId).data ?? [];

  const onSave = async () => {
    const premiumRate = Number(rate);
    if (!code.trim()) return setIssue({ field: 'code', text: t('insurance.codeRequired') });
    if (!name.trim()) return setIssue({ field: 'name', text: t('insurance.nameRequired') });
    if (rate.trim() === '' || !Number.isInteger(premiumRate) || premiumRate < 0 || premiumRate > 100)
      return setIssue({ field: 'rate', text: t('insurance.rateInvalid') });
    setIssue(null);
    try {
      const entry = await save.mutateAsync({
        businessId,
        pin: device.pin,
        branchId: device.branchId,
        insuranceCode: code.trim(),
        insuranceName: name.trim(),
        premiumRate,
      });
      setCode('');
      setName('');
      setRate('');
      toast.success(t('insurance.saved', { name: entry.insuranceName }));
    } catch (error) {
      if (!isSessionEnded(error)) setIssue({ field: 'form', text: errorText(error, t('insurance.failed')) });
    }
  };
  const helper = (field: Field) => (issue?.field === field ? issue.text : undefined);

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('insurance.addTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('insurance.help')}
        </Typography>
        <Stack
          component="form"
          aria-label={t('insurance.addTitle')}
          spacing={1.5}
          onSubmit={(event) => {
            event.preventDefault();
            void onSave();
          }}
        >
          {issue?.field === 'form' && <Alert severity="error">{issue.text}</Alert>}
          <TextField
            label={t('insurance.code')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={issue?.field === 'code'}
            helperText={helper('code')}
            slotProps={{ htmlInput: { maxLength: 10 } }}
          />
          <TextField
            label={t('insurance.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={issue?.field === 'name'}
            helperText={helper('name')}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            label={t('insurance.rate')}
            value={rate}
            onChange={(e) => setRate(e.target.value)}
            error={issue?.field === 'rate'}
            helperText={helper('rate') ?? t('insurance.rateHelp')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
          />
          <Button type="submit" variant="contained" loading={save.isPending} sx={{ alignSelf: 'flex-start' }}>
            {t('insurance.save')}
          </Button>
        </Stack>
      </Paper>
      {saved.length > 0 && (
        <Paper variant="outlined">
          <List aria-label={t('tabs.insurance')} disablePadding>
            {saved.map((entry) => (
              <ListItem key={`${entry.branchId}-${entry.insuranceCode}`} divider>
                <ListItemText primary={entry.insuranceName} secondary={t('insurance.line', { code: entry.insuranceCode, rate: entry.premiumRate })} />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}

/** P9: the insurers whose cover this branch accepts, with their premium rate. */
export function InsurancePanel({ businessId }: { businessId: number }) {
  return <DeviceGate businessId={businessId}>{(device) => <Insurance businessId={businessId} device={device} />}</DeviceGate>;
}
