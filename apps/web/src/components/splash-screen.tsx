import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { LogoMark } from './logo';

/**
 * Full-screen splash until the session is known (product-spec §2, z-index 2000 per §9).
 * It has no text on purpose: it can show before the translations have arrived.
 */
export function SplashScreen() {
  return (
    <Box
      role="progressbar"
      aria-busy="true"
      aria-label="Dukani"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 2000,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 4,
        bgcolor: 'background.default',
      }}
    >
      <LogoMark size={64} />
      <CircularProgress size={28} thickness={4.5} />
    </Box>
  );
}
