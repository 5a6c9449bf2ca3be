/**
 * The app's translations: one JSON table per language and namespace, looked up by key. It does what the app
 * used of i18next (issue 17: i18next and react-i18next were ~17.5 KB of the till's first load; this is ~1.5):
 * `ns:key` and nested `a.b` keys, a default namespace, English as the fallback language, plurals by
 * the app's languages' rule (`key_one`, `key_other`, and `key_zero` for a count of 0), `{{name}}` interpolation (not
 * escaped: React escapes), `defaultValue`, and namespaces loaded on first use and before a language switch.
 */
export interface TOptions {
  count?: number;
  defaultValue?: string;
  ns?: string;
  [value: string]: unknown;
}

/**
 * English, German and Spanish call a count "one" when it is 1 or -1 and "other" otherwise, fractions
 * included; Spanish's "many" for whole millions has no text of its own in the tables, so "other" is what it shows.
 * Not Intl.PluralRules: its first instance cost the till's first render ~16 ms on a 4× slowed CPU. A language with
 * other rules (Arabic, Polish, Russian) needs its own here.
 */
export const pluralOf = (count: number): 'one' | 'other' => (Math.abs(count) === 1 ? 'one' : 'other');

/** The second argument is the options, or (as i18next allows) the text to show when the key has none. */
export type TFunction = (key: string, options?: TOptions | string) => string;

type Table = Record<string, unknown>;
export type TableLoader = (language: string, namespace: string) => Promise<Table>;

interface TranslatorSetup {
  language: string;
  fallbackLanguage: string;
  supportedLanguages: readonly string[];
  defaultNamespace: string;
  namespaces: readonly string[];
  load: TableLoader;
}

const INTERPOLATION = /{{\s*([\w.]+)\s*}}/g;

function lookup(table: Table, key: string): string | undefined {
  let node: unknown = table;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Table)[part];
  }
  if (typeof node === 'string') return node;
  const flat = table[key];
  return typeof flat === 'string' ? flat : undefined;
}

function valueAt(options: TOptions, path: string): unknown {
  let node: unknown = options;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(INTERPOLATION, (_match, path: string) => {
    const value = valueAt(options, path);
    return value === undefined || value === null ? '' : String(value);
  });
}

export class Translator {
  /** The language asked for (what the settings hold). */
  language = 'en';
  /** The supported language the texts come from. */
  resolvedLanguage = 'en';
  defaultNamespace = 'common';
  private fallbackLanguage = 'en';
  private supportedLanguages: readonly string[] = ['en'];
  private load: TableLoader | null = null;
  private readonly tables = new Map<string, Table>();
  private readonly loading = new Map<string, Promise<void>>();
  /** Every namespace asked for so far: a language switch loads them all before it shows. */
  private readonly namespaces = new Set<string>();
  private readonly languageListeners = new Set<(language: string) => void>();

  init(setup: TranslatorSetup): Promise<void> {
    this.fallbackLanguage = setup.fallbackLanguage;
    this.supportedLanguages = setup.supportedLanguages;
    this.defaultNamespace = setup.defaultNamespace;
    this.load = setup.load;
    this.setLanguage(setup.language);
    const ready = this.loadNamespaces(setup.namespaces);
    this.emit();
    return ready;
  }

  /** Called with the new language after its texts are loaded (and once at init). Returns the unsubscribe. */
  on(_event: 'languageChanged', listener: (language: string) => void): () => void {
    this.languageListeners.add(listener);
    return () => this.languageListeners.delete(listener);
  }

  async changeLanguage(language: string): Promise<void> {
    const next = this.resolve(language);
    await Promise.all(this.chainOf(next).flatMap((lng) => [...this.namespaces].map((ns) => this.loadTable(lng, ns))));
    this.setLanguage(language);
    this.emit();
  }

  isLoaded(namespaces: readonly string[]): boolean {
    return this.chainOf(this.resolvedLanguage).every((lng) => namespaces.every((ns) => this.tables.has(`${lng}/${ns}`)));
  }

  loadNamespaces(namespaces: readonly string[]): Promise<void> {
    for (const ns of namespaces) this.namespaces.add(ns);
    return Promise.all(this.chainOf(this.resolvedLanguage).flatMap((lng) => namespaces.map((ns) => this.loadTable(lng, ns)))).then(() => undefined);
  }

  /** A `t` reading keys without a namespace prefix from `namespace`. */
  getFixedT(namespace: string = this.defaultNamespace): TFunction {
    return (key, options) => this.translate(key, namespace, typeof options === 'string' ? { defaultValue: options } : options);
  }

  t: TFunction = (key, options) => this.translate(key, this.defaultNamespace, typeof options === 'string' ? { defaultValue: options } : options);

  private translate(fullKey: string, namespace: string, options: TOptions | undefined): string {
    const separator = fullKey.indexOf(':');
    const ns = separator > 0 ? fullKey.slice(0, separator) : (options?.ns ?? namespace);
    const key = separator > 0 ? fullKey.slice(separator + 1) : fullKey;
    const count = options?.count;
    for (const lng of this.chainOf(this.resolvedLanguage)) {
      const table = this.tables.get(`${lng}/${ns}`);
      if (!table) continue;
      const candidates = typeof count === 'number' ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralOf(count)}`, key] : [key];
      for (const candidate of candidates) {
        const text = lookup(table, candidate);
        if (text !== undefined) return interpolate(text, options);
      }
    }
    return interpolate(options?.defaultValue ?? key, options);
  }

  private resolve(language: string): string {
    const base = language.split('-')[0] ?? language;
    return this.supportedLanguages.includes(base) ? base : this.fallbackLanguage;
  }

  private setLanguage(language: string) {
    this.language = language;
    this.resolvedLanguage = this.resolve(language);
  }

  private chainOf(language: string): string[] {
    return language === this.fallbackLanguage ? [language] : [language, this.fallbackLanguage];
  }

  private emit() {
    for (const listener of this.languageListeners) listener(this.language);
  }

  private loadTable(language: string, namespace: string): Promise<void> {
    const id = `${language}/${namespace}`;
    let pending = this.loading.get(id);
    if (!pending) {
      const load = this.load;
      pending = (load ? load(language, namespace) : Promise.resolve({}))
        // A table that cannot be loaded reads as empty: its keys fall back to English, then to the key itself.
        .catch(() => ({}))
        .then((table) => {
          this.tables.set(id, table);
        });
      this.loading.set(id, pending);
    }
    return pending;
  }
}

/** The one translator of the app (set up by lib/i18n.ts). */
export const i18n = new Translator();
