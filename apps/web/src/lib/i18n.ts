import { installRequestLanguage } from './api-client';
import { fetchWithRetry } from './fetch-with-retry';
import { getInitialLanguage, LANGUAGES } from './settings-store';
import { i18n } from './translation/translator';

/** Namespaces loaded at start: the shell, the sign-in screens, and the Account section's nav labels. */
export const NAMESPACES = ['common', 'auth', 'account', 'products', 'pos', 'customers', 'expenses', 'etims'] as const;

/**
 * Translations come over HTTP, one JSON file per language and namespace, so a language is downloaded only when
 * chosen (and the service worker keeps the files for offline), with the retry schedule of product-spec §9.
 */
async function loadLocaleTable(language: string, namespace: string): Promise<Record<string, unknown>> {
  const url = `/locales/${language}/${namespace}.json`;
  const response = await fetchWithRetry(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

export function initI18n() {
  installRequestLanguage(() => i18n.resolvedLanguage);
  return i18n.init({
    language: getInitialLanguage(),
    fallbackLanguage: 'en',
    supportedLanguages: LANGUAGES,
    defaultNamespace: 'common',
    namespaces: NAMESPACES,
    load: loadLocaleTable,
  });
}

export { i18n };
