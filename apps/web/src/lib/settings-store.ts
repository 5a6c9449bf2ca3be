import { create } from 'zustand';
import { readJson, STORAGE_KEYS, writeJson } from './storage';

export const LANGUAGES = ['en', 'de', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export type ThemeMode = 'light' | 'dark';

/** The display settings of product-spec §3, stored under the `settings` key. */
export interface DisplaySettings {
  direction: 'ltr';
  responsiveFontSizes: boolean;
  theme: ThemeMode;
  language?: Language;
}

interface SettingsState {
  settings: DisplaySettings;
  /** False until the user picks a theme: until then the theme follows the system. */
  hasChosenTheme: boolean;
  setTheme(theme: ThemeMode): void;
  setLanguage(language: Language): void;
  /** The system colour preference changed; ignored once the user picked a theme. */
  followSystemTheme(theme: ThemeMode): void;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function getSystemTheme(): ThemeMode {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Stored language, else the browser's first supported language, else English. */
export function getInitialLanguage(stored: DisplaySettings | null = readJson<DisplaySettings>(STORAGE_KEYS.settings)): Language {
  if (isLanguage(stored?.language)) return stored.language;
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of preferred) {
    const base = tag.slice(0, 2).toLowerCase();
    if (isLanguage(base)) return base;
  }
  return 'en';
}

function loadSettings(): { settings: DisplaySettings; hasChosenTheme: boolean } {
  const stored = readJson<Partial<DisplaySettings>>(STORAGE_KEYS.settings);
  const hasChosenTheme = stored?.theme === 'light' || stored?.theme === 'dark';
  return {
    hasChosenTheme,
    settings: {
      direction: 'ltr',
      responsiveFontSizes: stored?.responsiveFontSizes ?? true,
      theme: hasChosenTheme ? (stored!.theme as ThemeMode) : getSystemTheme(),
      ...(isLanguage(stored?.language) ? { language: stored.language } : {}),
    },
  };
}

export const useSettings = create<SettingsState>((set, get) => ({
  ...loadSettings(),
  setTheme(theme) {
    const settings = { ...get().settings, theme };
    writeJson(STORAGE_KEYS.settings, settings);
    set({ settings, hasChosenTheme: true });
  },
  setLanguage(language) {
    const settings = { ...get().settings, language };
    writeJson(STORAGE_KEYS.settings, settings);
    set({ settings });
  },
  followSystemTheme(theme) {
    if (!get().hasChosenTheme) set({ settings: { ...get().settings, theme } });
  },
}));
