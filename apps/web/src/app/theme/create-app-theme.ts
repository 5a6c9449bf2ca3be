import { alpha, createTheme, responsiveFontSizes, type Theme } from '@mui/material/styles';
import type { ThemeMode } from '@/lib/settings-store';
import { cardSurface } from '@/lib/card-surface';

/** Neutral greys shared by both modes (a slate scale reads calmer than MUI's pure greys). */
const neutral = {
  50: '#F8F9FA',
  100: '#F3F4F6',
  200: '#E5E7EB',
  300: '#D2D6DB',
  400: '#9DA4AE',
  500: '#6C737F',
  600: '#4D5761',
  700: '#2F3746',
  800: '#1C2536',
  900: '#111927',
};

/** Text on the bright dark-mode fills (primary, status colours): 4.7:1 or more on each. */
const ON_BRIGHT = '#111927';

const FONT_STACK = ['Inter', 'system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(',');

function palette(mode: ThemeMode) {
  const dark = mode === 'dark';
  return {
    mode,
    // Every filled colour keeps 4.5:1 (WCAG AA) with its text. Light mode: white on the deeper shade of each
    // status colour. Dark mode: the bright shades stay (they read on the dark background), with dark text on
    // them, as white on #7582EB or #10B981 is below 3.5:1. The spec's primary colours are unchanged.
    primary: dark
      ? { main: '#7582EB', light: '#909BEF', dark: '#5A67D8', contrastText: ON_BRIGHT }
      : { main: '#5048E5', light: '#6D67EA', dark: '#3832A0', contrastText: '#FFFFFF' },
    success: dark
      ? { main: '#10B981', light: '#3FC79A', dark: '#0B815A', contrastText: ON_BRIGHT }
      : { main: '#047857', light: '#10B981', dark: '#065F46', contrastText: '#FFFFFF' },
    info: dark
      ? { main: '#2196F3', light: '#64B6F7', dark: '#0B79D0', contrastText: ON_BRIGHT }
      : { main: '#0A6EBD', light: '#2196F3', dark: '#0B5A9C', contrastText: '#FFFFFF' },
    warning: dark
      ? { main: '#F79009', light: '#FDB022', dark: '#B54708', contrastText: ON_BRIGHT }
      : { main: '#B54708', light: '#F79009', dark: '#93370D', contrastText: '#FFFFFF' },
    error: dark
      ? { main: '#F04438', light: '#F97970', dark: '#B42318', contrastText: ON_BRIGHT }
      : { main: '#D92D20', light: '#F04438', dark: '#B42318', contrastText: '#FFFFFF' },
    grey: neutral,
    divider: dark ? '#2D3748' : neutral[200],
    background: dark ? { default: '#0B0F19', paper: '#111827' } : { default: '#F8F9FA', paper: '#FFFFFF' },
    text: dark
      ? { primary: '#EDF2F7', secondary: '#A0AEC0', disabled: 'rgba(255, 255, 255, 0.48)' }
      : { primary: neutral[900], secondary: neutral[500], disabled: alpha(neutral[900], 0.38) },
    action: dark
      ? { active: neutral[400], hover: 'rgba(255, 255, 255, 0.04)', selected: 'rgba(255, 255, 255, 0.08)' }
      : { active: neutral[500], hover: alpha(neutral[900], 0.04), selected: alpha(neutral[900], 0.08) },
  };
}

/** Dukani's look: rounded, soft shadows, quiet greys, one strong primary. */
export function createAppTheme(mode: ThemeMode, responsive = true): Theme {
  const dark = mode === 'dark';
  let theme = createTheme({
    palette: palette(mode),
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: FONT_STACK,
      h1: { fontWeight: 700, fontSize: '3.5rem', lineHeight: 1.2 },
      h2: { fontWeight: 700, fontSize: '3rem', lineHeight: 1.2 },
      h3: { fontWeight: 700, fontSize: '2.25rem', lineHeight: 1.2 },
      h4: { fontWeight: 700, fontSize: '2rem', lineHeight: 1.2 },
      h5: { fontWeight: 700, fontSize: '1.5rem', lineHeight: 1.25 },
      h6: { fontWeight: 700, fontSize: '1.125rem', lineHeight: 1.3 },
      subtitle1: { fontWeight: 500, fontSize: '1rem', lineHeight: 1.57 },
      subtitle2: { fontWeight: 600, fontSize: '0.875rem', lineHeight: 1.57 },
      body1: { fontSize: '1rem', lineHeight: 1.5 },
      body2: { fontSize: '0.875rem', lineHeight: 1.57 },
      button: { fontWeight: 600, textTransform: 'none' },
      overline: { fontWeight: 600, fontSize: '0.75rem', letterSpacing: '0.5px', lineHeight: 2.5, textTransform: 'uppercase' },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
          '#root': { minHeight: '100dvh', display: 'flex', flexDirection: 'column' },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 10, paddingInline: 18 }, sizeLarge: { paddingBlock: 11, fontSize: '0.9375rem' } },
      },
      MuiIconButton: { styleOverrides: { root: { borderRadius: 10 } } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: cardSurface(mode),
        },
      },
      MuiCardHeader: {
        defaultProps: { slotProps: { title: { variant: 'h6' }, subheader: { variant: 'body2' } } },
        styleOverrides: { root: { padding: '24px 24px 8px' } },
      },
      MuiCardContent: { styleOverrides: { root: { padding: 24, '&:last-child': { paddingBottom: 24 } } } },
      MuiOutlinedInput: {
        styleOverrides: {
          root: { borderRadius: 10 },
          notchedOutline: { borderColor: dark ? '#2D3748' : neutral[300] },
        },
      },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
      MuiTooltip: { styleOverrides: { tooltip: { fontSize: '0.8125rem', borderRadius: 8 } } },
      MuiMenu: { defaultProps: { slotProps: { paper: { elevation: 8 } } } },
      MuiLink: { defaultProps: { underline: 'hover' }, styleOverrides: { root: { fontWeight: 600 } } },
      MuiListItemButton: { styleOverrides: { root: { borderRadius: 10 } } },
      MuiLinearProgress: { styleOverrides: { root: { borderRadius: 6 } } },
    },
  });
  if (responsive) theme = responsiveFontSizes(theme);
  return theme;
}
