import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Divider,
  Grid,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '@/lib/translation/use-translation';
import { useSession } from '@/lib/session-store';
import { useUserDetails } from '@/api/users/get-user-details';
import { PageLayout } from '@/components/layout/account-page-layout';
import { useUserManagement } from '../components/use-user-management';
import { RoleChip, StatusChip, UserIdentity } from '../components/user-badges';
import { errorText } from '@/lib/form/show-save-error';
import { effectiveModules } from '../utils/user-schemas';
import { RegisterSessionsCard } from '../components/register-sessions-card';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** /account/users/:userId: one person in this business, and every business they work in (F3). */
export function UserDetailsPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const userId = Number(useParams().userId) || null;
  const businessId = useSession((state) => state.businessId);
  const businesses = useSession((state) => state.businesses);
  const details = useUserDetails(userId, businessId);
  const management = useUserManagement(businessId ?? 0, () => void navigate('/account/users'));
  const user = details.data;
  const businessName = (id: number) => businesses.find((b) => b.businessId === id)?.organizationName ?? `#${id}`;
  const manageable = user ? management.canManage(user) : false;
  const self = user ? management.isSelf(user) : false;
  const callerRole = useSession((state) => state.role?.roleTypes);
  // F12 is for an Owner or Admin (API.md §1.2); others see the shifts without the approve button.
  const canApprove = callerRole === 'Owner' || callerRole === 'Admin';

  return (
    <PageLayout
      title={user?.name ?? t('users.detailsTitle')}
      crumbs={[{ label: t('users.title'), to: '/account/users' }]}
      actions={
        user &&
        manageable && (
          <>
            <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => management.handlers.onEdit(user)}>
              {t('users.actions.edit')}
            </Button>
            <Button
              variant="outlined"
              color={user.isEnabled ? 'warning' : 'success'}
              startIcon={user.isEnabled ? <BlockOutlinedIcon /> : <CheckCircleOutlinedIcon />}
              onClick={() => management.handlers.onToggleEnabled(user)}
              disabled={self}
              loading={management.busyUserId === user.id}
            >
              {user.isEnabled ? t('users.actions.disable') : t('users.actions.enable')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              startIcon={<PersonRemoveOutlinedIcon />}
              onClick={() => management.handlers.onRemove(user)}
              disabled={self}
            >
              {t('users.actions.remove')}
            </Button>
          </>
        )
      }
    >
      {details.isPending && <Skeleton variant="rounded" height={280} />}
      {details.isError && <Alert severity="error">{errorText(details.error, t('errors.loadFailed'))}</Alert>}
      {user && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Card variant="outlined">
              <CardContent>
                <UserIdentity user={user} isSelf={self} />
                <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
                  <RoleChip role={user.roleTypes} />
                  <StatusChip user={user} />
                </Stack>
                <Divider sx={{ my: 2 }} />
                <Stack spacing={1.5}>
                  <Field label={t('fields.phone')} value={user.phoneNumber} />
                  <Field label={t('fields.email')} value={user.email || '—'} />
                  <Field label={t('fields.country')} value={t(`countries.${user.countryCode}`, { defaultValue: user.countryCode })} />
                </Stack>
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card variant="outlined" sx={{ mb: 3 }}>
              <CardHeader
                title={t('users.modules.title')}
                subheader={t('users.modules.here', { business: businessName(businessId ?? 0) })}
                slotProps={{ title: { variant: 'subtitle1', fontWeight: 600 } }}
              />
              <CardContent sx={{ pt: 0 }}>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                  {effectiveModules(user.roleTypes, user.roles).map((key) => (
                    <Chip key={key} label={t(`modules.${key}.label`)} variant="outlined" />
                  ))}
                  {effectiveModules(user.roleTypes, user.roles).length === 0 && (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t('users.modules.none')}
                    </Typography>
                  )}
                </Stack>
              </CardContent>
            </Card>
            <Card variant="outlined">
              <CardHeader title={t('users.businesses')} slotProps={{ title: { variant: 'subtitle1', fontWeight: 600 } }} />
              <List disablePadding>
                {user.businesses.map((link) => (
                  <ListItem key={link.businessId} divider sx={{ px: 3 }} secondaryAction={<RoleChip role={link.roleTypes} />}>
                    <ListItemText primary={businessName(link.businessId)} secondary={link.businessId === businessId ? t('businesses.current') : undefined} />
                  </ListItem>
                ))}
              </List>
            </Card>
            {businessId && <RegisterSessionsCard businessId={businessId} userId={user.id} canApprove={canApprove} />}
          </Grid>
        </Grid>
      )}
      {businessId && management.dialogs}
    </PageLayout>
  );
}

export default UserDetailsPage;
