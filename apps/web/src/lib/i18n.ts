import i18n from 'i18next';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { installRequestLanguage } from './api-client';
import { fetchWithRetry } from './fetch-with-retry';
import { getInitialLanguage, LANGUAGES } from './settings-store';

/** Namespaces loaded at start: the shell, the sign-in screens, and the Account section's nav labels. */
export const NAMESPACES = ['common', 'auth', 'account', 'products', 'pos', 'customers', 'expenses', 'etims'] as const;

/** The backend's transport, with the retry schedule of product-spec §9 built in. */
const request: NonNullable<HttpBackendOptions['request']> = (_options, url, _payload, callback) => {
  fetchWithRetry(url, { headers: { Accept: 'application/json' } })
    .then(async (response) => callback(null, { status: response.status, data: await response.text() }))
    .catch((error: unknown) => callback(error, null));
};

export function initI18n() {
  installRequestLanguage(() => i18n.resolvedLanguage ?? i18n.language);
  return i18n
    .use(HttpBackend)
    .use(initReactI18next)
    .init<HttpBackendOptions>({
      lng: getInitialLanguage(),
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      ns: [...NAMESPACES],
      defaultNS: 'common',
      // The request function already retried: no second round of retries in i18next itself.
      maxRetries: 0,
      interpolation: { escapeValue: false },
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json', request },
      react: { useSuspense: true },
    });
}

export { i18n };
