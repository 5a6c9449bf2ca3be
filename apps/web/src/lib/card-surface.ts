import type { ThemeMode } from './settings-store';

/** A card's surface (MUI's Card in the theme, and the till's tiles, drawn without it): rounded, a soft shadow, a rim in the dark. */
export function cardSurface(mode: ThemeMode) {
  const dark = mode === 'dark';
  return {
    borderRadius: 16,
    boxShadow: dark ? '0 1px 3px rgba(0, 0, 0, 0.5), 0 6px 16px rgba(0, 0, 0, 0.3)' : '0 1px 2px rgba(17, 25, 39, 0.06), 0 4px 16px rgba(17, 25, 39, 0.06)',
    border: dark ? '1px solid #1F2937' : 'none',
  };
}
