import { cloneElement, Fragment, useMemo, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { i18n, type TFunction, type TOptions } from './translator';

export type { TFunction, TOptions } from './translator';

const subscribe = (onChange: () => void) => i18n.on('languageChanged', onChange);
const currentLanguage = () => i18n.language;

/**
 * The texts of one namespace (or the first of several, the others reachable as `ns:key`), re-rendered when the
 * language changes. While a namespace is still downloading the component suspends, as react-i18next's did.
 */
export function useTranslation(ns?: string | readonly string[]) {
  const namespaces: readonly string[] = ns === undefined ? [i18n.defaultNamespace] : typeof ns === 'string' ? [ns] : ns;
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const first = namespaces[0] ?? i18n.defaultNamespace;
  // A new function per language, so memoised columns and labels that list `t` as a dependency re-translate.
  const t = useMemo(() => i18n.getFixedT(first), [first, language]);
  if (!i18n.isLoaded(namespaces)) throw i18n.loadNamespaces(namespaces);
  return { t, i18n, ready: true } as const;
}

const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\s*\/>/g;

interface TransProps {
  t: TFunction;
  i18nKey: string;
  /** Elements named by the text's tags: "<cta>Sign in</cta>" wraps "Sign in" in `components.cta`. */
  components?: Record<string, ReactElement>;
  values?: TOptions;
}

/** A text with elements inside it (a link, a phone number), its tags naming which. Tags do not nest. */
export function Trans({ t, i18nKey, components = {}, values }: TransProps) {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const name = match[1] ?? match[3] ?? '';
    const inner = match[2];
    const element = components[name];
    if (!element) parts.push(inner ?? '');
    else parts.push(inner ? cloneElement(element, { key: parts.length }, inner) : cloneElement(element, { key: parts.length }));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
