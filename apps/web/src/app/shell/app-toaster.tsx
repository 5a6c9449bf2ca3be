import { useTheme } from '@mui/material/styles';
import { Toaster } from 'react-hot-toast';

/** Toasts at top-centre (product-spec §2), dressed in the theme's paper and shadow. */
export function AppToaster() {
  const theme = useTheme();
  return (
    <Toaster
      position="top-center"
      containerStyle={{ top: 16, zIndex: 2200 }}
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
          padding: '10px 14px',
          maxWidth: 420,
        },
        success: { iconTheme: { primary: theme.palette.success.main, secondary: '#fff' } },
        error: { iconTheme: { primary: theme.palette.error.main, secondary: '#fff' } },
      }}
    />
  );
}
