import { useEffect, useMemo, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useSettings } from '@/lib/settings-store';
import { styleCache } from '@/lib/style-cache';
import { createAppTheme } from './create-app-theme';

/** The MUI theme from the stored display settings; follows the system until the user picks. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const mode = useSettings((s) => s.settings.theme);
  const responsive = useSettings((s) => s.settings.responsiveFontSizes);
  const followSystemTheme = useSettings((s) => s.followSystemTheme);
  const theme = useMemo(() => createAppTheme(mode, responsive), [mode, responsive]);

  useEffect(() => {
    const query = window.matchMedia?.('(prefers-color-scheme: dark)');
    if (!query) return;
    const onChange = (event: MediaQueryListEvent) => followSystemTheme(event.matches ? 'dark' : 'light');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [followSystemTheme]);

  useEffect(() => {
    // Native controls, scrollbars and the phone's status bar match the theme.
    document.documentElement.style.colorScheme = mode;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.palette.background.default);
  }, [mode, theme]);

  return (
    <CacheProvider value={styleCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
