import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { installRequestLanguage } from './api-client';
import { fetchWithRetry } from './fetch-with-retry';
import { getInitialLanguage, LANGUAGES } from './settings-store';

/** Namespaces loaded at start: the shell, the sign-in screens, and the Account section's nav labels. */
export const NAMESPACES = ['common', 'auth', 'account', 'products', 'pos', 'customers', 'expenses', 'etims'] as const;

/**
 * Translations come over HTTP, one JSON file per language and namespace, so a language is downloaded only when
 * chosen (and the service worker keeps the files for offline). This small backend stands in for
 * i18next-http-backend (3 KB less on the till's first load) and carries the retry schedule of product-spec §9.
 */
const localesBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, callback) {
    const url = `/locales/${language}/${namespace}.json`;
    fetchWithRetry(url, { headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return (await response.json()) as Record<string, unknown>;
      })
      // Already retried by fetchWithRetry: `false` tells i18next not to ask again.
      .then(
        (data) => callback(null, data),
        (error: unknown) => callback(error instanceof Error ? error : String(error), false),
      );
  },
};

export function initI18n() {
  installRequestLanguage(() => i18n.resolvedLanguage ?? i18n.language);
  return i18n
    .use(localesBackend)
    .use(initReactI18next)
    .init({
      lng: getInitialLanguage(),
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      ns: [...NAMESPACES],
      defaultNS: 'common',
      // fetchWithRetry already retried: no second round of retries in i18next itself.
      maxRetries: 0,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

export { i18n };
