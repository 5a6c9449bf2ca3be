import type { ReactNode } from 'react';
import Drawer from '@mui/material/Drawer';

/** The cart on a phone: a bottom sheet over the grid, loaded the first time the cart bar opens it. */
export function CartDrawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { height: '92vh', display: 'flex', flexDirection: 'column', backgroundImage: 'none' } } }}
    >
      {children}
    </Drawer>
  );
}
