import { useEffect } from 'react';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import CircularProgress from '@mui/material/CircularProgress';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import toast, { resolveValue, useToaster, type Toast } from 'react-hot-toast/headless';
import { TOP_BAR_HEIGHT } from './top-bar';

/** One toast at a time: a second one stacked under the first would hang over the page's heading. */
const VISIBLE_TOASTS = 1;
/** A one-line toast (40 px) sits in the middle of the top bar's band. */
const TOAST_TOP = (TOP_BAR_HEIGHT - 40) / 2;

const enter = keyframes`
  from { opacity: 0; transform: translateY(-8px) scale(0.96); }
`;

function ToastIcon({ item }: { item: Toast }) {
  if (item.type === 'success') return <CheckCircleRounded color="success" sx={{ fontSize: 20 }} />;
  if (item.type === 'error') return <ErrorRounded color="error" sx={{ fontSize: 20 }} />;
  if (item.type === 'loading') return <CircularProgress size={18} thickness={5} />;
  return null;
}

/**
 * Toasts at top-centre (product-spec §2), inside the top bar's band rather than below it, so they never cover
 * the page heading; wide enough that a sentence stays on one line; in the theme's paper. react-hot-toast keeps
 * the queue and the timers (its headless part); the toast itself is drawn here with MUI, which keeps its
 * styled toaster (~3 KB gzipped) out of the till's first load (issue 17). Loaded by AppToaster with the first toast.
 */
export function ToastStack() {
  const { toasts, handlers } = useToaster({ duration: 4000 });
  useEffect(() => {
    // The store lists the newest first: keep it, dismiss the older ones still on screen.
    toasts
      .filter((item) => item.visible)
      .slice(VISIBLE_TOASTS)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);
  return (
    <Box sx={{ position: 'fixed', top: TOAST_TOP, left: 12, right: 12, zIndex: 2200, display: 'flex', justifyContent: 'center', pointerEvents: 'none' }}>
      {toasts.map((item) => (
        <Box
          key={item.id}
          onMouseEnter={handlers.startPause}
          onMouseLeave={handlers.endPause}
          role={item.ariaProps.role}
          aria-live={item.ariaProps['aria-live']}
          sx={(theme) => ({
            // The newest shows; the one leaving fades out in the same place.
            position: item.visible ? 'relative' : 'absolute',
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            maxWidth: 'min(640px, 100%)',
            padding: '8px 14px',
            borderRadius: '12px',
            bgcolor: 'background.paper',
            color: 'text.primary',
            boxShadow: theme.shadows[8],
            fontFamily: theme.typography.fontFamily,
            fontSize: 14,
            fontWeight: 500,
            lineHeight: '20px',
            pointerEvents: 'auto',
            opacity: item.visible ? 1 : 0,
            transform: item.visible ? 'none' : 'translateY(-8px) scale(0.96)',
            transition: 'opacity 200ms, transform 200ms',
            animation: `${enter} 200ms ease-out`,
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          })}
        >
          <ToastIcon item={item} />
          <span>{resolveValue(item.message, item)}</span>
        </Box>
      ))}
    </Box>
  );
}
