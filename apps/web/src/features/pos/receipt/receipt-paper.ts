import type { SxProps, Theme } from '@mui/material';

/** The receipt's paper on screen, shared by the recorded and the provisional receipt so both print alike. */
export const RECEIPT_PAPER_SX: SxProps<Theme> = {
  fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
  fontSize: 13,
  width: '100%',
  maxWidth: 380,
  mx: 'auto',
  boxSizing: 'border-box',
  p: 2,
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
};
