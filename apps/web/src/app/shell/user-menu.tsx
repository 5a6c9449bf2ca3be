import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Typography from '@mui/material/Typography';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import SwitchAccountOutlined from '@mui/icons-material/SwitchAccountOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import { useCurrentUser } from '@/api/session/get-current-user';
import { signOutCashier } from '@/api/devices/sign-out-cashier';
import { logout } from '@/lib/session';
import { useSession } from '@/lib/session-store';
import { useShopTill } from '@/lib/shop-till';
import { formatPhone } from '@/lib/format/format-phone';
import { getInitials } from '@/lib/format/get-initials';
import { DeferredMenu, DeferredMenuItem } from '@/components/deferred/deferred-popups';
import { VisuallyHidden } from '@/components/visually-hidden';

export function UserMenu() {
  const { t } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const user = useCurrentUser().data;
  const roleTypes = useSession((s) => s.role?.roleTypes);
  const name = user?.name ?? (roleTypes ? t(`roles.${roleTypes}`) : t('user.signedIn'));
  const till = useShopTill();

  /**
   * On a shop till: revoke this cashier's refresh token, then clear the session; the device stays a till and
   * shows the sign-in for the next cashier. A lost answer still signs out here (the token then ends in 30 days).
   */
  const onSwitchCashier = async () => {
    setAnchor(null);
    const refreshToken = useSession.getState().refreshToken;
    if (refreshToken) await signOutCashier(refreshToken).catch(() => null);
    logout();
  };

  return (
    <>
      {/* Named by its content: an aria-label would leave out the initials the button shows (WCAG 2.5.3). */}
      <IconButton
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5, borderRadius: '50%' }}
      >
        <Avatar aria-hidden sx={{ width: 36, height: 36, fontSize: 14, fontWeight: 700, bgcolor: 'primary.main' }}>
          {user ? getInitials(user.name) : null}
        </Avatar>
        <VisuallyHidden>{t('user.menu')}</VisuallyHidden>
      </IconButton>
      <DeferredMenu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 260 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }} noWrap data-testid="user-name">
            {name}
          </Typography>
          {user?.phoneNumber ? (
            <Typography variant="body2" color="textSecondary" noWrap data-testid="user-phone">
              {formatPhone(user.phoneNumber)}
            </Typography>
          ) : null}
          {user && roleTypes ? (
            <Typography variant="caption" color="textSecondary">
              {t(`roles.${roleTypes}`)}
            </Typography>
          ) : null}
        </Box>
        <Divider />
        {till ? (
          <DeferredMenuItem onClick={() => void onSwitchCashier()} sx={{ py: 1.25 }}>
            <ListItemIcon>
              <SwitchAccountOutlined fontSize="small" />
            </ListItemIcon>
            {t('user.switchCashier')}
          </DeferredMenuItem>
        ) : null}
        <DeferredMenuItem
          onClick={() => {
            setAnchor(null);
            logout();
          }}
          sx={{ py: 1.25 }}
        >
          <ListItemIcon>
            <LogoutRounded fontSize="small" />
          </ListItemIcon>
          {t('user.logout')}
        </DeferredMenuItem>
      </DeferredMenu>
    </>
  );
}
