import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The usual clip: read by a screen reader, not drawn (zero size, but not display:none, which would hide it from both). */
const HIDDEN_SX = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/**
 * Words a control's name needs that its picture already says (a bell, an avatar). A control named by its content
 * rather than an aria-label keeps its name and its visible text the same (WCAG 2.5.3, label in name).
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={HIDDEN_SX}>
      {children}
    </Box>
  );
}
