import { Avatar, Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import type { RoleType, User } from '@dukani/contracts';
import { initials, ROLE_COLORS } from '../utils/user-display';

export function RoleChip({ role }: { role: RoleType }) {
  const { t } = useTranslation('account');
  return <Chip size="small" color={ROLE_COLORS[role]} variant={role === 'User' ? 'outlined' : 'filled'} label={t(`roleTypes.${role}`)} />;
}

/** Invited (F4, not yet accepted through the SMS link) before Active: an enabled account nobody has opened yet. */
export function StatusChip({ user }: { user: Pick<User, 'isEnabled' | 'invited'> }) {
  const { t } = useTranslation('account');
  if (!user.isEnabled) return <Chip size="small" variant="outlined" color="default" label={t('users.status.disabled')} />;
  if (user.invited) return <Chip size="small" variant="outlined" color="info" label={t('users.status.invited')} />;
  return <Chip size="small" variant="outlined" color="success" label={t('users.status.enabled')} />;
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
