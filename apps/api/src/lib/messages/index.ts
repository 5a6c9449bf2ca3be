import { formatNumberText } from '@dukani/domain';
import { de } from './de';
import { en, type MessageKey } from './en';
import { es } from './es';

export type { MessageKey } from './en';

export const LANGUAGES = ['en', 'de', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const CATALOGUES: Record<Language, Record<MessageKey, string>> = { en, de, es };

/** An amount in the shop's currency: rendered "KSh 240.00" (en), "KSh 240,00" (de). */
export interface MoneyParam {
  money: number;
  currency: string;
}

export type MessageParam = string | number | Message | MoneyParam;

/** A sentence not yet in words: rendered per request, in the language the client asked for. */
export interface Message {
  key: MessageKey;
  params?: Record<string, MessageParam>;
}

export const msg = (key: MessageKey, params?: Record<string, MessageParam>): Message => (params ? { key, params } : { key });

/** Text that is not the catalogue's to translate (already in the reader's language); see plainText. */
export interface PlainText {
  readonly plain: string;
}

/**
 * The one way past the catalogue: wrap text that is already in the reader's language or has no language
 * (a provider's own words quoted inside a sentence). Never an English sentence of ours: that is a key in en.ts.
 */
export const plainText = (text: string): PlainText => ({ plain: text });

export const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && 'key' in value && typeof (value as { key: unknown }).key === 'string';

/**
 * The number style of the screens (apps/web format-locale): Spanish writes amounts as East Africa does
 * (1,200.50), German keeps its own (1.200,50).
 */
const NUMBER_LOCALE: Record<Language, string> = { en: 'en-KE', de: 'de', es: 'es-419' };

function renderParam(language: Language, value: MessageParam): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return formatNumberText(value, NUMBER_LOCALE[language]);
  if (isMessage(value)) return renderMessage(language, value);
  return `${value.currency} ${formatNumberText(value.money, NUMBER_LOCALE[language], 2)}`.trim();
}

/** The sentence in `language`; plainText is returned as it is. */
export function renderMessage(language: Language, text: Message | PlainText): string {
  if ('plain' in text) return text.plain;
  const template = CATALOGUES[language][text.key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = text.params?.[name];
    return value === undefined ? whole : renderParam(language, value);
  });
}

/** A field's name inside a sentence: its catalogue label where it has one, else the API's name. */
export function fieldText(field: string): MessageParam {
  const key = `field.${field}`;
  return Object.hasOwn(en, key) ? msg(key as MessageKey) : field;
}
