import { lazy } from 'react';
import type { MenuProps } from '@mui/material/Menu';
import type { PopoverProps } from '@mui/material/Popover';
import { LazyMount } from '@/components/lazy-mount';

export const loadPopupParts = () => import('./popup-parts');
const Menu = lazy(() => loadPopupParts().then((parts) => ({ default: parts.Menu })));
const Popover = lazy(() => loadPopupParts().then((parts) => ({ default: parts.Popover })));

/** A menu's item, from the menu's own chunk. Use it only inside a DeferredMenu. */
export const DeferredMenuItem = lazy(() => loadPopupParts().then((parts) => ({ default: parts.MenuItem })));

/**
 * MUI's Menu for the top bar and the till (issue 17): a menu appears only on a click, so its code (Menu,
 * Popover, MenuList, MenuItem, Modal) is not in the first load; it downloads on the first open and stays
 * mounted, so its closing transition plays.
 */
export function DeferredMenu(props: MenuProps) {
  return (
    <LazyMount open={props.open}>
      <Menu {...props} />
    </LazyMount>
  );
}

/** MUI's Popover, loaded the same way as DeferredMenu. */
export function DeferredPopover(props: PopoverProps) {
  return (
    <LazyMount open={props.open}>
      <Popover {...props} />
    </LazyMount>
  );
}
