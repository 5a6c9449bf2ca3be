import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every UI string exists in en, de and es, and de/es are translated (issue 12, item 11: "Piece", "Cash",
 * "Details (optional)" were English on German screens). A value may equal the English one only when it is
 * the same word in that language (below) or holds no words at all (a placeholder, a symbol, a code).
 */
const LOCALES = path.resolve(import.meta.dirname, '../../public/locales');

/** Words that are spelled the same in German or Spanish, or names that are not translated. */
const SAME_AS_ENGLISH: Record<'de' | 'es', ReadonlySet<string>> = {
  de: new Set([
    'Uganda',
    'Amina',
    'PDF',
    'CSV',
    'Excel',
    'KRA eTIMS',
    'Name',
    'Status',
    'Person',
    'Symbol',
    'Logo',
    'Organisation',
    'Bank',
    'Barcode',
    'Code',
    'SMS',
    'WhatsApp',
    'MTN MoMo',
    'M-Pesa',
    'Airtel Money',
    'Online',
    'Offline',
  ]),
  es: new Set([
    'Uganda',
    'Amina',
    'PDF',
    'CSV',
    'Excel',
    'KRA eTIMS',
    'Total',
    'TOTAL',
    'Subtotal',
    'General',
    'SMS',
    'WhatsApp',
    'dd',
    'mm',
    'MTN MoMo',
    'M-Pesa',
    'Airtel Money',
  ]),
};

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(at, value);
    else for (const [k, v] of flatten(value, at)) out.set(k, v);
  }
  return out;
}

const read = (language: string, file: string) => flatten(JSON.parse(fs.readFileSync(path.join(LOCALES, language, file), 'utf8')) as Tree);

/** Text with no letters left once placeholders are taken out ("{{amount}}", "—", "%") needs no translation. */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));

describe('locale files', () => {
  const files = fs.readdirSync(path.join(LOCALES, 'en')).filter((file) => file.endsWith('.json'));
  for (const file of files) {
    for (const language of ['de', 'es'] as const) {
      it(`${language}/${file} has every key of en/${file}, translated`, () => {
        const en = read('en', file);
        const other = read(language, file);
        const missing = [...en.keys()].filter((key) => !other.has(key));
        const untranslated = [...en.entries()]
          .filter(([key, text]) => other.get(key) === text && hasWords(text) && !SAME_AS_ENGLISH[language].has(text))
          .map(([key, text]) => `${key}: ${text}`);
        expect({ missing, untranslated }).toEqual({ missing: [], untranslated: [] });
      });
    }
  }
});
