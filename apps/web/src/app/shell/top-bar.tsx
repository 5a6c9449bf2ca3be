import { alpha } from '@mui/material/styles';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import MenuRounded from '@mui/icons-material/MenuRounded';
import { useTranslation } from '@/lib/translation/use-translation';
import { LanguageSwitch } from '@/components/language-switch';
import { ThemeToggle } from '@/components/theme-toggle';
import { NotificationsBell } from '@/features/notifications/notifications-bell';
import { BusinessSwitcher } from './business-switcher';
import { UserMenu } from './user-menu';
import { InstallAppButton, UpdatePrompt } from './app-update-prompts';

export const TOP_BAR_HEIGHT = 64;

interface TopBarProps {
  showMenuButton: boolean;
  onOpenNav: () => void;
}

export function TopBar({ showMenuButton, onOpenNav }: TopBarProps) {
  const { t } = useTranslation('common');
  return (
    <Box
      component="header"
      sx={(theme) => ({
        position: 'sticky',
        top: 0,
        zIndex: theme.zIndex.appBar,
        backdropFilter: 'blur(8px)',
        bgcolor: alpha(theme.palette.background.default, 0.85),
        borderBottom: `1px solid ${theme.palette.divider}`,
      })}
    >
      <Stack direction="row" spacing={{ xs: 0.5, sm: 1 }} sx={{ alignItems: 'center', minHeight: TOP_BAR_HEIGHT, px: { xs: 1, sm: 2, lg: 3 } }}>
        {showMenuButton ? (
          <IconButton aria-label={t('nav.open')} onClick={onOpenNav} edge="start" sx={{ ml: 0 }}>
            <MenuRounded />
          </IconButton>
        ) : null}
        <Box sx={{ minWidth: 0, flex: 1, display: 'flex' }}>
          <BusinessSwitcher />
        </Box>
        <InstallAppButton />
        <NotificationsBell />
        <LanguageSwitch />
        <ThemeToggle />
        <UserMenu />
      </Stack>
      <UpdatePrompt />
    </Box>
  );
}
