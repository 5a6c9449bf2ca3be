import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';

interface LogoMarkProps {
  size?: number;
}

/** The brand mark: a shop front on the primary gradient. Decorative; the wordmark carries the name. */
export function LogoMark({ size = 40 }: LogoMarkProps) {
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: `${Math.round(size * 0.28)}px`,
        display: 'grid',
        placeItems: 'center',
        color: '#fff',
        background: `linear-gradient(135deg, ${theme.palette.primary.light} 0%, ${theme.palette.primary.dark} 100%)`,
        boxShadow: `0 4px 12px ${theme.palette.mode === 'dark' ? 'rgba(0,0,0,0.4)' : 'rgba(80,72,229,0.3)'}`,
      })}
    >
      <StorefrontRounded sx={{ fontSize: size * 0.58 }} />
    </Box>
  );
}

interface LogoProps {
  size?: number;
  /** White text, for the coloured brand panel. */
  inverted?: boolean;
}

export function Logo({ size = 36, inverted = false }: LogoProps) {
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
      <LogoMark size={size} />
      <Typography component="span" sx={{ fontWeight: 800, fontSize: size * 0.6, letterSpacing: '-0.02em', color: inverted ? '#fff' : 'text.primary' }}>
        Dukani
      </Typography>
    </Stack>
  );
}
