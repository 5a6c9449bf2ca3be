import { cloneElement, lazy, Suspense, type ReactElement } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';

// MUI's Tooltip brings Popper and popper.js (~10 KB gzipped) into whatever imports it statically.
export const loadTooltip = () => import('@mui/material/Tooltip');
/** What shows if the tooltip's chunk cannot be had (offline, never cached): the control, unhinted, never an error. */
function WithoutTooltip({ children }: TooltipProps) {
  return children;
}
const Tooltip = lazy(() => loadTooltip().catch(() => ({ default: WithoutTooltip })));

/**
 * A tooltip for the screens of the till's first load (issue 17): the control shows at once, named as the
 * tooltip will name it, and the tooltip's code arrives a moment later in its own chunk.
 */
export function Hint(props: TooltipProps) {
  const child = props.children as ReactElement<{ 'aria-label'?: string }>;
  // What Tooltip does: a string title names a child that has no name of its own, unless it only describes it.
  const namesChild = typeof props.title === 'string' && !props.describeChild && child.props['aria-label'] === undefined;
  const fallback = namesChild ? cloneElement(child, { 'aria-label': props.title as string }) : child;
  return (
    <Suspense fallback={fallback}>
      {/* Not interactive unless asked: a tooltip left open over the search box (focus coming back to its button
          when a dialog closes) took the clicks meant for the field below (issue 36, item 6). */}
      <Tooltip disableInteractive {...props} />
    </Suspense>
  );
}
