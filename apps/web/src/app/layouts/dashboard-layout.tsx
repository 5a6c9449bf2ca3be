import { useState } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Outlet } from 'react-router';
import { loadNavDrawer, SIDE_NAV_WIDTH, SideNav } from '../shell/side-nav';
import { TopBar } from '../shell/top-bar';
import { PlanExpiryBanner } from '@/features/billing/components/plan-expiry-banner';
import { loadPopupParts } from '@/components/deferred/deferred-popups';
import { loadTooltip } from '@/components/deferred/hint';
import { usePrefetch } from '@/components/lazy-mount';

/** Every signed-in screen: side navigation, the top bar, and the page. */
export function DashboardLayout() {
  const isDesktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const [navOpen, setNavOpen] = useState(false);
  // The top bar's menus, tooltips and the phone's navigation drawer load once the screen is idle, so they open
  // at once, and a till that goes offline right after opening still has them.
  usePrefetch(loadPopupParts, loadTooltip, loadNavDrawer);

  return (
    <Box sx={{ display: 'flex', flex: 1, minHeight: '100dvh' }}>
      <SideNav permanent={isDesktop} open={navOpen} onClose={() => setNavOpen(false)} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', pl: { lg: `${SIDE_NAV_WIDTH}px` } }}>
        <TopBar showMenuButton={!isDesktop} onOpenNav={() => setNavOpen(true)} />
        <PlanExpiryBanner />
        <Box component="main" id="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
