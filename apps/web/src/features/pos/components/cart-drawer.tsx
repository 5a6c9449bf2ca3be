import { useId, type ReactNode } from 'react';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from '@/lib/translation/use-translation';

/**
 * The cart on a phone: a bottom sheet over the grid, loaded the first time the cart bar opens it. Its title row
 * has a way back to the items (issue 36, item 6): a swipe or a tap above the sheet is not something a cashier finds.
 */
export function CartDrawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation('pos');
  const titleId = useId();
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { height: '92vh', display: 'flex', flexDirection: 'column', backgroundImage: 'none' },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, px: 0.5, pt: 0.5 }}>
        <IconButton onClick={onClose} aria-label={t('cart.back')}>
          <ArrowBackIcon />
        </IconButton>
        <Typography id={titleId} variant="h6" component="h2">
          {t('cart.title')}
        </Typography>
      </Stack>
      {children}
    </Drawer>
  );
}
