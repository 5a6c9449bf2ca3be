import type { CSSProperties, ReactNode } from 'react';

/** The usual clip: read by a screen reader, not drawn (zero size, but not display:none, which would hide it from both). */
const HIDDEN_STYLE: CSSProperties = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
};

/**
 * Words a control's name needs that its picture already says (a bell, an avatar). A control named by its content
 * rather than an aria-label keeps its name and its visible text the same (WCAG 2.5.3, label in name). A plain span
 * with a fixed style: it is in the till's first load, where an sx box costs a style pass for nothing dynamic.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={HIDDEN_STYLE}>{children}</span>;
}
