import { describe, expect, it } from 'vitest';
import { pickLanguage } from './accept-language';
import { CATALOGUES, LANGUAGES, msg, renderMessage } from './index';

/** Values that are the same word in every language (names, brands, the country everyone spells alike). */
const SAME_IN_ALL = new Set(['common.fieldIssue', 'field.otp']);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('server message catalogue', () => {
  const en = CATALOGUES.en;
  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${language} has every key of en, translated, with the same placeholders`, () => {
      const catalogue: Record<string, string | undefined> = CATALOGUES[language];
      const missing = Object.keys(en).filter((key) => !catalogue[key]?.trim());
      const untranslated = Object.keys(en).filter((key) => !SAME_IN_ALL.has(key) && catalogue[key] === en[key as keyof typeof en]);
      const extra = Object.keys(catalogue).filter((key) => !(key in en));
      const wrongPlaceholders = Object.keys(en).filter(
        (key) => catalogue[key] !== undefined && placeholders(catalogue[key]).join() !== placeholders(en[key as keyof typeof en]).join(),
      );
      expect({ missing, untranslated, extra, wrongPlaceholders }).toEqual({ missing: [], untranslated: [], extra: [], wrongPlaceholders: [] });
    });
  }

  it('renders params, nested messages and money in the language', () => {
    const text = msg('sale.lineDiscountTooHigh', { name: 'Omo 1kg', limit: { money: 1240, currency: 'KSh' } });
    expect(renderMessage('en', text)).toBe('The discount on Omo 1kg cannot be more than KSh 1,240.00');
    expect(renderMessage('de', text)).toBe('Der Rabatt auf Omo 1kg darf nicht höher als KSh 1.240,00 sein');
    expect(renderMessage('es', text)).toBe('El descuento en Omo 1kg no puede ser mayor que KSh 1,240.00');
    expect(renderMessage('de', msg('common.notFound', { thing: msg('thing.Product') }))).toBe('Das Produkt wurde nicht gefunden');
  });
});

describe('pickLanguage (Accept-Language)', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['de', 'de'],
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['es-419', 'es'],
    ['fr-FR, de;q=0.5, es;q=0.7', 'es'],
    ['en;q=0.2, de;q=0.9', 'de'],
    ['de;q=0, es;q=0.1', 'es'],
    ['fr, *;q=0.5', 'en'],
    ['sw-KE', 'en'],
    ['DE;Q=1', 'de'],
  ])('%s → %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});
