import type { ReactNode } from 'react';
import Drawer from '@mui/material/Drawer';
import type { SxProps, Theme } from '@mui/material/styles';

/** The side navigation below lg: a temporary drawer, loaded the first time the menu button opens it. */
export function NavDrawer({ open, onClose, sx, children }: { open: boolean; onClose: () => void; sx: SxProps<Theme>; children: ReactNode }) {
  return (
    <Drawer variant="temporary" anchor="left" open={open} onClose={onClose} keepMounted slotProps={{ paper: { sx } }}>
      {children}
    </Drawer>
  );
}
