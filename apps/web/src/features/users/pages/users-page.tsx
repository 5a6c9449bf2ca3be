import { useState } from 'react';
import { useLinkedAction } from '@/lib/hooks/use-linked-action';
import { Alert, Button, Card, Paper, Skeleton, Stack, TextField, Typography, InputAdornment } from '@mui/material';
import GroupAddOutlinedIcon from '@mui/icons-material/GroupAddOutlined';
import PersonAddOutlinedIcon from '@mui/icons-material/PersonAddOutlined';
import SearchOutlinedIcon from '@mui/icons-material/SearchOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import { COUNTRY_CODES, type CountryCode } from '@dukani/contracts';
import { useSession } from '@/lib/session-store';
import { useUsers } from '@/api/users/get-users';
import { InviteUserDialog } from '../components/invite-user-dialog';
import { PageLayout } from '@/components/layout/account-page-layout';
import { useUserManagement } from '../components/use-user-management';
import { UsersList } from '../components/users-list';
import { errorText } from '@/lib/form/show-save-error';

function asCountry(value: string | null | undefined): CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value ?? '') ? (value as CountryCode) : 'KE';
}

/** /account/users: the people of the active business (F2, F4, F6, F7, F9). */
export function UsersPage() {
  const { t } = useTranslation('account');
  const businessId = useSession((state) => state.businessId);
  const business = useSession((state) => state.activeBusiness);
  const users = useUsers(businessId);
  const management = useUserManagement(businessId ?? 0);
  const [inviting, setInviting] = useState(false);
  useLinkedAction('new', () => setInviting(true));
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const list = (users.data ?? []).filter(
    (u) => !needle || u.name.toLowerCase().includes(needle) || u.phoneNumber.includes(needle) || (u.email ?? '').toLowerCase().includes(needle),
  );

  return (
    <PageLayout
      title={t('users.title')}
      description={t('users.description')}
      actions={
        <Button variant="contained" startIcon={<PersonAddOutlinedIcon />} onClick={() => setInviting(true)} disabled={!businessId}>
          {t('users.invite.action')}
        </Button>
      }
    >
      {(users.data?.length ?? 0) > 5 && (
        <TextField
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('users.search')}
          size="small"
          sx={{ mb: 2, width: { xs: '100%', sm: 320 } }}
          slotProps={{
            htmlInput: { 'aria-label': t('users.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlinedIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      {users.isPending && (
        <Paper variant="outlined" sx={{ p: 2 }} aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Stack key={i} direction="row" spacing={2} sx={{ alignItems: 'center', py: 1.25 }}>
              <Skeleton variant="circular" width={40} height={40} />
              <Stack sx={{ flex: 1 }}>
                <Skeleton width="30%" />
                <Skeleton width="20%" />
              </Stack>
              <Skeleton variant="rounded" width={80} height={24} />
            </Stack>
          ))}
        </Paper>
      )}
      {users.isError && <Alert severity="error">{errorText(users.error, t('errors.loadFailed'))}</Alert>}
      {users.isSuccess && users.data.length <= 1 && (
        <Card variant="outlined" sx={{ textAlign: 'center', py: 5, px: 2, mb: 2 }}>
          <GroupAddOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
          <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
            {t('users.emptyTitle')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2, maxWidth: 460, mx: 'auto' }}>
            {t('users.emptyText')}
          </Typography>
          <Button variant="outlined" startIcon={<PersonAddOutlinedIcon />} onClick={() => setInviting(true)}>
            {t('users.invite.action')}
          </Button>
        </Card>
      )}
      {list.length > 0 && <UsersList users={list} isSelf={management.isSelf} canManage={management.canManage} {...management.handlers} />}
      {users.isSuccess && list.length === 0 && needle && (
        <Typography sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>{t('users.noMatch', { search })}</Typography>
      )}
      {inviting && businessId && (
        <InviteUserDialog
          businessId={businessId}
          country={asCountry(business?.country)}
          allowOwner={business?.roleTypes === 'Owner'}
          onClose={() => setInviting(false)}
        />
      )}
      {management.dialogs}
    </PageLayout>
  );
}

export default UsersPage;
