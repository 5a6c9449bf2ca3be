import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { useTranslation } from '@/lib/translation/use-translation';
import { Link as RouterLink, useLocation } from 'react-router';
import { LazyMount } from '@/components/lazy-mount';
import { Logo } from '@/components/logo';
import { useBillingStatus } from '@/api/session/get-billing-status';
import { HOME_PATH } from '@/lib/return-url';
import { useSession } from '@/lib/session-store';
import { getVisibleNavSections, type NavItem } from './nav-config';

export const SIDE_NAV_WIDTH = 280;

/** The nav is dark in both modes: it frames the work area and keeps the primary accent readable. */
const NAV_COLORS = {
  light: { bg: '#1C2536', border: 'transparent' },
  dark: { bg: '#0E1320', border: '#1F2937' },
};

function isUnder(pathname: string, path: string) {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The one item to highlight: the longest path the URL is under (/products/categories is not /products). */
function findActivePath(pathname: string, sections: { items: NavItem[] }[]): string | null {
  let best: string | null = null;
  for (const item of sections.flatMap((section) => section.items)) {
    if (isUnder(pathname, item.path) && (!best || item.path.length > best.length)) best = item.path;
  }
  return best;
}

function NavLinkItem({ item, active, onNavigate }: { item: NavItem; active: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation(item.ns);
  // The link sits in a list item: a list's children must be items for a screen reader to count them. A plain <li>,
  // not MUI's ListItem: the shell is in the till's first load, and it would add a component for one tag.
  return (
    <Box component="li" sx={{ display: 'block' }}>
      <ListItemButton
        component={RouterLink}
        to={item.path}
        onClick={onNavigate}
        aria-current={active ? 'page' : undefined}
        sx={{
          mb: 0.5,
          px: 2,
          py: 1,
          color: active ? '#fff' : '#9DA4AE',
          bgcolor: active ? 'rgba(255,255,255,0.06)' : 'transparent',
          '&:hover': { bgcolor: 'rgba(255,255,255,0.04)', color: '#fff' },
          '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <ListItemIcon sx={{ minWidth: 36, color: active ? 'primary.main' : 'inherit', '& svg': { fontSize: 22 } }}>{item.icon}</ListItemIcon>
        <ListItemText primary={t(item.labelKey)} slotProps={{ primary: { sx: { fontSize: 14, fontWeight: 600 } } }} />
      </ListItemButton>
    </Box>
  );
}

function NavContent({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const role = useSession((s) => s.role);
  const planModules = useSession((s) => s.planModules);
  const tenantId = useSession((s) => s.claims?.tenantId);
  const billing = useBillingStatus(tenantId);
  const sections = getVisibleNavSections({ role, planModules });
  const activePath = findActivePath(pathname, sections);

  return (
    <Stack sx={{ height: '100%' }}>
      <Box sx={{ px: 3, pt: 3, pb: 2 }}>
        <RouterLink to={HOME_PATH} onClick={onNavigate} aria-label={t('nav.home')} style={{ textDecoration: 'none', display: 'inline-block' }}>
          <Logo size={34} inverted />
        </RouterLink>
      </Box>
      <Box component="nav" aria-label={t('nav.label')} sx={{ flex: 1, overflowY: 'auto', px: 2 }}>
        {sections.map((section) => (
          <List
            key={section.titleKey}
            disablePadding
            sx={{ mb: 2 }}
            subheader={
              <ListSubheader
                disableSticky
                sx={{
                  bgcolor: 'transparent',
                  // 5:1 on the nav's background (the grey it had, #6C737F, was 3.2:1).
                  color: '#8A94A6',
                  fontSize: 12,
                  fontWeight: 700,
                  letterSpacing: '0.5px',
                  textTransform: 'uppercase',
                  lineHeight: '32px',
                  px: 2,
                }}
              >
                {t(section.titleKey)}
              </ListSubheader>
            }
          >
            {section.items.map((item) => (
              <NavLinkItem key={item.path} item={item} active={item.path === activePath} onNavigate={onNavigate} />
            ))}
          </List>
        ))}
      </Box>
      {billing.data ? (
        <Box sx={{ m: 2, p: 2, borderRadius: 3, bgcolor: 'rgba(255,255,255,0.04)', border: '1px solid rgba(255,255,255,0.08)' }}>
          <Typography variant="overline" sx={{ color: '#9DA4AE', lineHeight: 1.5, display: 'block' }}>
            {t('plan.current')}
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 0.5 }}>
            <Typography sx={{ color: '#fff', fontWeight: 700, fontSize: 14 }} noWrap>
              {billing.data.currentPlan.name}
            </Typography>
            <Chip
              size="small"
              label={t(`plan.status.${billing.data.businessStatus}`)}
              color={billing.data.businessStatus === 'Active' ? 'success' : billing.data.businessStatus === 'Trial' ? 'info' : 'error'}
            />
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
}

export const loadNavDrawer = () => import('./nav-drawer');
const NavDrawer = lazy(() => loadNavDrawer().then((m) => ({ default: m.NavDrawer })));

const navPanelSx = (mode: 'light' | 'dark') => ({
  width: SIDE_NAV_WIDTH,
  bgcolor: NAV_COLORS[mode].bg,
  borderRight: `1px solid ${NAV_COLORS[mode].border}`,
  color: '#fff',
});

interface SideNavProps {
  /** lg and up: always visible. Below: a temporary drawer opened by the menu button. */
  permanent: boolean;
  open: boolean;
  onClose: () => void;
}

export function SideNav({ permanent, open, onClose }: SideNavProps) {
  if (!permanent) {
    return (
      <LazyMount open={open}>
        <NavDrawer open={open} onClose={onClose} sx={(theme) => navPanelSx(theme.palette.mode)}>
          <NavContent onNavigate={onClose} />
        </NavDrawer>
      </LazyMount>
    );
  }
  // What a permanent Drawer draws, without its code: MUI's Drawer brings Modal into the till's first load.
  return (
    <Box
      sx={(theme) => ({
        ...navPanelSx(theme.palette.mode),
        position: 'fixed',
        top: 0,
        left: 0,
        height: '100%',
        overflowY: 'auto',
        display: 'flex',
        flexDirection: 'column',
        zIndex: theme.zIndex.drawer,
      })}
    >
      <NavContent />
    </Box>
  );
}
