import { Avatar, Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import type { RoleType, User } from '@dukani/contracts';
import { initials, ROLE_COLORS } from '../utils/user-display';

export function RoleChip({ role }: { role: RoleType }) {
  const { t } = useTranslation('account');
  return <Chip size="small" color={ROLE_COLORS[role]} variant={role === 'User' ? 'outlined' : 'filled'} label={t(`roleTypes.${role}`)} />;
}

export function StatusChip({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('account');
  return (
    <Chip size="small" variant="outlined" color={enabled ? 'success' : 'default'} label={enabled ? t('users.status.enabled') : t('users.status.disabled')} />
  );
}

/** Avatar with initials, the name (marked when it is you) and the phone underneath. */
export function UserIdentity({ user, isSelf }: { user: User; isSelf: boolean }) {
  const { t } = useTranslation('account');
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar sx={{ width: 40, height: 40, fontSize: '0.9rem', fontWeight: 600, bgcolor: user.isEnabled ? 'primary.main' : 'action.disabledBackground' }}>
        {initials(user.name)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="div" noWrap title={user.name}>
          {user.name}
          {isSelf && (
            <Typography component="span" variant="caption" sx={{ color: 'text.secondary', ml: 0.75 }}>
              ({t('users.you')})
            </Typography>
          )}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
          {user.phoneNumber}
        </Typography>
      </Box>
    </Stack>
  );
}
