import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
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

/**
 * The navigation's rules, worked out once for the whole panel: its ~25 links are plain tags. As MUI list items
 * (ButtonBase, ListItemIcon, ListItemText, Typography each) they were a fifth of the till's first render (issue 33).
 */
const NavBody = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  fontFamily: theme.typography.fontFamily,
  // The padding is the panel's, not the link's: only the logo itself goes home.
  '& .nav-home': { padding: theme.spacing(3, 3, 2), '& a': { display: 'inline-block', textDecoration: 'none' } },
  '& nav': { flex: 1, overflowY: 'auto', padding: theme.spacing(0, 2) },
  '& ul': { listStyle: 'none', margin: theme.spacing(0, 0, 2), padding: 0 },
  '& .nav-section': {
    // 5:1 on the nav's background (the grey it had, #6C737F, was 3.2:1).
    color: '#8A94A6',
    fontSize: 12,
    fontWeight: 700,
    letterSpacing: '0.5px',
    textTransform: 'uppercase',
    lineHeight: '32px',
    padding: theme.spacing(0, 2),
  },
  '& .nav-link': {
    display: 'flex',
    alignItems: 'center',
    marginBottom: 4,
    padding: theme.spacing(1, 2),
    borderRadius: 10,
    color: '#9DA4AE',
    textDecoration: 'none',
    fontSize: 14,
    fontWeight: 600,
    lineHeight: 1.5,
    '&:hover': { backgroundColor: 'rgba(255,255,255,0.04)', color: '#fff' },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    '& svg': { width: '1em', height: '1em', fontSize: 22, flexShrink: 0, fill: 'currentColor', marginRight: 14 },
  },
  '& .nav-link[aria-current="page"]': { color: '#fff', backgroundColor: 'rgba(255,255,255,0.06)', '& svg': { color: theme.palette.primary.main } },
  '& .nav-link-text': { flex: 1, minWidth: 0, margin: '4px 0' },
  '& .nav-plan': {
    margin: theme.spacing(2),
    padding: theme.spacing(2),
    borderRadius: 24,
    backgroundColor: 'rgba(255,255,255,0.04)',
    border: '1px solid rgba(255,255,255,0.08)',
  },
  '& .nav-plan-title': { ...theme.typography.overline, display: 'block', color: '#9DA4AE', lineHeight: 1.5 },
  '& .nav-plan-row': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.spacing(1), marginTop: 4 },
  '& .nav-plan-name': { color: '#fff', fontWeight: 700, fontSize: 14, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .nav-plan-status': { flexShrink: 0, padding: '0 8px', borderRadius: 16, fontSize: theme.typography.pxToRem(13), fontWeight: 600, lineHeight: '24px' },
  ...Object.fromEntries(
    (['success', 'info', 'error'] as const).map((color) => [
      `& .nav-plan-status-${color}`,
      { backgroundColor: theme.palette[color].main, color: theme.palette[color].contrastText },
    ]),
  ),
}));

function NavLinkItem({ item, active, onNavigate }: { item: NavItem; active: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation(item.ns);
  // The link sits in a list item: a list's children must be items for a screen reader to count them.
  return (
    <li>
      <RouterLink className="nav-link" to={item.path} onClick={onNavigate} aria-current={active ? 'page' : undefined}>
        {item.icon}
        <span className="nav-link-text">{t(item.labelKey)}</span>
      </RouterLink>
    </li>
  );
}

const PLAN_STATUS_COLOR = { Active: 'success', Trial: 'info' } as const;

function NavContent({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const role = useSession((s) => s.role);
  const planModules = useSession((s) => s.planModules);
  const tenantId = useSession((s) => s.claims?.tenantId);
  const billing = useBillingStatus(tenantId);
  const sections = getVisibleNavSections({ role, planModules });
  const activePath = findActivePath(pathname, sections);
  const status = billing.data?.businessStatus;

  return (
    <NavBody>
      <div className="nav-home">
        <RouterLink to={HOME_PATH} onClick={onNavigate} aria-label={t('nav.home')}>
          <Logo size={34} inverted />
        </RouterLink>
      </div>
      <nav aria-label={t('nav.label')}>
        {sections.map((section) => {
          const titleId = `nav-section-${section.titleKey}`;
          return (
            <ul key={section.titleKey} aria-labelledby={titleId}>
              <li className="nav-section" id={titleId}>
                {t(section.titleKey)}
              </li>
              {section.items.map((item) => (
                <NavLinkItem key={item.path} item={item} active={item.path === activePath} onNavigate={onNavigate} />
              ))}
            </ul>
          );
        })}
      </nav>
      {billing.data ? (
        <div className="nav-plan">
          <span className="nav-plan-title">{t('plan.current')}</span>
          <div className="nav-plan-row">
            <span className="nav-plan-name">{billing.data.currentPlan.name}</span>
            <span
              className={`nav-plan-status nav-plan-status-${status && status in PLAN_STATUS_COLOR ? PLAN_STATUS_COLOR[status as keyof typeof PLAN_STATUS_COLOR] : 'error'}`}
            >
              {t(`plan.status.${status}`)}
            </span>
          </div>
        </div>
      ) : null}
    </NavBody>
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
