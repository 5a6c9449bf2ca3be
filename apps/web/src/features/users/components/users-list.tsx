import {
  Box,
  Card,
  CardActionArea,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/translation/use-translation';
import type { User } from '@dukani/contracts';
import { hasAllModules } from '../utils/user-schemas';
import { UserActionsMenu, type UserActionHandlers } from './user-actions-menu';
import { RoleChip, StatusChip, UserIdentity } from './user-badges';

interface UsersListProps extends UserActionHandlers {
  users: User[];
  isSelf: (user: User) => boolean;
  canManage: (user: User) => boolean;
}

/** The business's people: a table from 900 px, tappable cards on phones. */
export function UsersList({ users, isSelf, canManage, ...handlers }: UsersListProps) {
  const { t } = useTranslation('account');
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'));
  const navigate = useNavigate();
  const open = (user: User) => void navigate(`/account/users/${user.id}`);
  const modulesText = (user: User) => {
    if (hasAllModules(user.roleTypes)) return t('users.modules.all');
    return user.roles.length === 0 ? t('users.modules.none') : user.roles.map((key) => t(`modules.${key}.label`)).join(', ');
  };

  if (isPhone) {
    return (
      <Stack spacing={1.5} aria-label={t('users.title')}>
        {users.map((user) => (
          <Card key={user.id} variant="outlined" component="article" aria-label={user.name} sx={{ display: 'flex', alignItems: 'flex-start' }}>
            <CardActionArea onClick={() => open(user)} sx={{ p: 2, minWidth: 0 }}>
              <UserIdentity user={user} isSelf={isSelf(user)} />
              <Stack direction="row" spacing={1} sx={{ mt: 1.5, pl: 6.5 }}>
                <RoleChip role={user.roleTypes} />
                <StatusChip user={user} />
              </Stack>
            </CardActionArea>
            <Box sx={{ p: 1, flexShrink: 0 }}>
              <UserActionsMenu user={user} isSelf={isSelf(user)} canManage={canManage(user)} {...handlers} />
            </Box>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('users.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('users.columns.person')}</TableCell>
            <TableCell>{t('users.columns.role')}</TableCell>
            <TableCell>{t('users.columns.modules')}</TableCell>
            <TableCell>{t('users.columns.status')}</TableCell>
            <TableCell align="right">{t('common.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id} hover onClick={() => open(user)} sx={{ cursor: 'pointer', opacity: user.isEnabled ? 1 : 0.72 }}>
              <TableCell sx={{ maxWidth: 320 }}>
                {/* The row is clickable for the mouse; this link is the keyboard's way in. */}
                <Link
                  component={RouterLink}
                  to={`/account/users/${user.id}`}
                  underline="none"
                  color="inherit"
                  onClick={(event) => event.stopPropagation()}
                  sx={{ display: 'block', borderRadius: 1 }}
                >
                  <UserIdentity user={user} isSelf={isSelf(user)} />
                </Link>
              </TableCell>
              <TableCell>
                <RoleChip role={user.roleTypes} />
              </TableCell>
              <TableCell sx={{ maxWidth: 380 }}>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {modulesText(user)}
                </Typography>
              </TableCell>
              <TableCell>
                <StatusChip user={user} />
              </TableCell>
              <TableCell align="right" onClick={(event) => event.stopPropagation()}>
                <UserActionsMenu user={user} isSelf={isSelf(user)} canManage={canManage(user)} {...handlers} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
