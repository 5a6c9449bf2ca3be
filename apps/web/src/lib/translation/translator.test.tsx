import { describe, expect, it } from 'vitest';
import { isValidElement, type ReactElement } from 'react';
import { pluralOf, Translator } from './translator';
import { Trans } from './use-translation';

const TABLES: Record<string, Record<string, unknown>> = {
  'en/common': {
    hello: 'Hello {{name}}',
    cart: { lines_one: '{{count}} line', lines_other: '{{count}} lines', lines_zero: 'No lines' },
    onlyEnglish: 'Only in English',
    link: 'New here? <cta>Create an account</cta> now.',
    phone: 'Code sent to <phone></phone>.',
  },
  'en/pos': { title: 'Point of sale' },
  'de/common': { hello: 'Hallo {{name}}', cart: { lines_one: '{{count}} Zeile', lines_other: '{{count}} Zeilen' } },
  'de/pos': { title: 'Kasse' },
};

async function translator(language: string, loaded: string[] = []) {
  const i18n = new Translator();
  await i18n.init({
    language,
    fallbackLanguage: 'en',
    supportedLanguages: ['en', 'de', 'es'],
    defaultNamespace: 'common',
    namespaces: ['common'],
    load: async (lng, ns) => {
      loaded.push(`${lng}/${ns}`);
      const table = TABLES[`${lng}/${ns}`];
      if (!table) throw new Error('404');
      return table;
    },
  });
  return i18n;
}

describe('Translator', () => {
  it('reads nested keys, interpolates, and picks the plural form of the language', async () => {
    const i18n = await translator('de');
    expect(i18n.t('hello', { name: 'Amina' })).toBe('Hallo Amina');
    expect(i18n.t('cart.lines', { count: 1 })).toBe('1 Zeile');
    expect(i18n.t('cart.lines', { count: 3 })).toBe('3 Zeilen');
    // German has no zero form: "0 Zeilen", not the English "No lines".
    expect(i18n.t('cart.lines', { count: 0 })).toBe('0 Zeilen');
    const en = await translator('en');
    expect(en.t('cart.lines', { count: 0 })).toBe('No lines');
    expect(en.t('cart.lines', { count: 2 })).toBe('2 lines');
  });

  it("names counts as Intl.PluralRules does for the app's languages, Spanish millions as their other form", () => {
    const counts = [0, 1, -1, 1.0, 1.5, 0.5, 2, 11, 21, 101, 1_000_000, 2_000_000, 1_000_001, -2, 0.01, 1.01, 1e21];
    for (let n = -300; n <= 300; n++) counts.push(n, n / 4);
    for (const language of ['en', 'de', 'es']) {
      const rules = new Intl.PluralRules(language);
      for (const count of counts) {
        const intl = rules.select(count);
        expect([count, language, pluralOf(count)]).toEqual([count, language, intl === 'many' ? 'other' : intl]);
      }
    }
  });

  it('falls back to English, then to the default value, then to the key', async () => {
    const i18n = await translator('es');
    expect(i18n.t('onlyEnglish')).toBe('Only in English');
    expect(i18n.t('missing.key', { defaultValue: 'Cash {{amount}}', amount: 5 })).toBe('Cash 5');
    expect(i18n.t('missing.key', 'Cash')).toBe('Cash');
    expect(i18n.t('common:missing.key')).toBe('missing.key');
  });

  it('reads another namespace by prefix or option, loading it on demand, and switches language after loading', async () => {
    const loaded: string[] = [];
    const i18n = await translator('en', loaded);
    expect(i18n.isLoaded(['pos'])).toBe(false);
    await i18n.loadNamespaces(['pos']);
    expect(i18n.t('pos:title')).toBe('Point of sale');
    expect(i18n.getFixedT('common')('title', { ns: 'pos' })).toBe('Point of sale');
    const announced: string[] = [];
    i18n.on('languageChanged', (language) => announced.push(language));
    await i18n.changeLanguage('de-DE');
    // Every namespace used so far came down in German before the switch was announced.
    expect(loaded).toEqual(expect.arrayContaining(['de/common', 'de/pos']));
    expect([i18n.language, i18n.resolvedLanguage, announced]).toEqual(['de-DE', 'de', ['de-DE']]);
    expect(i18n.getFixedT('pos')('title')).toBe('Kasse');
  });

  it('a table that cannot be loaded counts as loaded and empty', async () => {
    const i18n = await translator('en');
    await i18n.loadNamespaces(['nowhere']);
    expect(i18n.isLoaded(['nowhere'])).toBe(true);
    expect(i18n.t('nowhere:key')).toBe('key');
  });
});

describe('Trans', () => {
  it('wraps tagged text in the named element, and keeps an empty tag’s element whole', async () => {
    const i18n = await translator('en');
    const t = i18n.getFixedT('common');
    const link = Trans({ t, i18nKey: 'link', components: { cta: <a href="/register" /> } }) as ReactElement<{ children: unknown[] }>;
    const [before, cta, after] = link.props.children as [string, ReactElement<{ href: string; children: string }>, string];
    expect([before, after]).toEqual(['New here? ', ' now.']);
    expect(isValidElement(cta) && [cta.type, cta.props.href, cta.props.children]).toEqual(['a', '/register', 'Create an account']);
    const phone = Trans({ t, i18nKey: 'phone', components: { phone: <span title="+254 712 345 678" /> } }) as ReactElement<{ children: unknown[] }>;
    const parts = phone.props.children as [string, ReactElement<{ title: string }>, string];
    expect([parts[0], parts[1].props.title, parts[2]]).toEqual(['Code sent to ', '+254 712 345 678', '.']);
  });
});
