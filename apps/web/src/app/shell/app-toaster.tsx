import { useEffect } from 'react';
import { useTheme } from '@mui/material/styles';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { TOP_BAR_HEIGHT } from './top-bar';

/** One toast at a time: a second one stacked under the first would hang over the page's heading. */
const VISIBLE_TOASTS = 1;
/** A one-line toast (40 px) sits in the middle of the top bar's band. */
const TOAST_TOP = (TOP_BAR_HEIGHT - 40) / 2;

/**
 * Toasts at top-centre (product-spec §2), inside the top bar's band rather than below it, so they never
 * cover the page heading; wide enough that a sentence stays on one line. Dressed in the theme's paper.
 */
export function AppToaster() {
  const theme = useTheme();
  const { toasts } = useToasterStore();
  useEffect(() => {
    // The store lists the newest first: keep it, dismiss the older ones still on screen.
    toasts
      .filter((item) => item.visible)
      .slice(VISIBLE_TOASTS)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);
  return (
    <Toaster
      position="top-center"
      containerStyle={{ top: TOAST_TOP, left: 12, right: 12, zIndex: 2200 }}
      toastOptions={{
        duration: 4000,
        style: {
          background: theme.palette.background.paper,
          color: theme.palette.text.primary,
          borderRadius: 12,
          boxShadow: theme.shadows[8],
          fontFamily: theme.typography.fontFamily,
          fontSize: 14,
          fontWeight: 500,
          lineHeight: '20px',
          padding: '8px 14px',
          maxWidth: 'min(640px, 100%)',
        },
        success: { iconTheme: { primary: theme.palette.success.main, secondary: '#fff' } },
        error: { iconTheme: { primary: theme.palette.error.main, secondary: '#fff' } },
      }}
    />
  );
}
