import { useState } from 'react';
import { Alert, Button, List, ListItem, ListItemText, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import type { EtimsDevice } from '@dukani/contracts';
import { useBranchUsers, useSaveBranchUser } from '@/api/etims/etims-branch';
import { isSessionEnded } from '@/lib/api-client';
import { errorText } from '@/lib/form/show-save-error';
import { DeviceGate } from './device-gate';

function BranchUsers({ businessId, device }: { businessId: number; device: EtimsDevice }) {
  const { t } = useTranslation('etims');
  const save = useSaveBranchUser();
  const [userName, setUserName] = useState('');
  const [contact, setContact] = useState('');
  const [issue, setIssue] = useState<{ field: 'name' | 'form'; text: string } | null>(null);
  const users = useBranchUsers(businessId);
  const list = users.data ?? [];

  const onAdd = async () => {
    if (!userName.trim()) return setIssue({ field: 'name', text: t('users.nameRequired') });
    setIssue(null);
    try {
      const user = await save.mutateAsync({
        businessId,
        pin: device.pin,
        branchId: device.branchId,
        userName: userName.trim(),
        contact: contact.trim() || null,
      });
      setUserName('');
      setContact('');
      toast.success(t('users.saved', { name: user.userName }));
    } catch (error) {
      if (!isSessionEnded(error)) setIssue({ field: 'form', text: errorText(error, t('users.failed')) });
    }
  };

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('users.addTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('users.help', { branch: device.branchId })}
        </Typography>
        <Stack
          component="form"
          aria-label={t('users.addTitle')}
          spacing={1.5}
          onSubmit={(event) => {
            event.preventDefault();
            void onAdd();
          }}
        >
          {issue?.field === 'form' && <Alert severity="error">{issue.text}</Alert>}
          <TextField
            label={t('users.name')}
            value={userName}
            onChange={(e) => setUserName(e.target.value)}
            error={issue?.field === 'name'}
            helperText={issue?.field === 'name' ? issue.text : undefined}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          <TextField
            label={t('users.contact')}
            value={contact}
            onChange={(e) => setContact(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 20, inputMode: 'tel' } }}
          />
          <Button type="submit" variant="contained" loading={save.isPending} sx={{ alignSelf: 'flex-start' }}>
            {t('users.add')}
          </Button>
        </Stack>
      </Paper>
      {users.isError && <Alert severity="error">{errorText(users.error, t('loadFailed'))}</Alert>}
      {list.length > 0 && (
        <Paper variant="outlined">
          <List aria-label={t('tabs.users')} disablePadding>
            {list.map((user) => (
              <ListItem key={user.userId} divider>
                <ListItemText primary={user.userName} secondary={[t('users.userId', { id: user.userId }), user.contact].filter(Boolean).join(' · ')} />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}

/** P7: the cashiers registered with the authority at the device's branch. */
export function BranchUsersPanel({ businessId }: { businessId: number }) {
  return <DeviceGate businessId={businessId}>{(device) => <BranchUsers businessId={businessId} device={device} />}</DeviceGate>;
}
