import { useFormatLocale, useShopTimeZone } from './format-locale';

// A formatter is costly to make and free to reuse: a till's first render formats a hundred figures.
const moneyFormats = new Map<string, Intl.NumberFormat>();
const quantityFormats = new Map<string, Intl.NumberFormat>();

function formatterFor(cache: Map<string, Intl.NumberFormat>, language: string, options: Intl.NumberFormatOptions) {
  let format = cache.get(language);
  if (!format) cache.set(language, (format = new Intl.NumberFormat(language, options)));
  return format;
}

/** Money is always shown with 2 decimals (API.md §1.7), grouped as the user's language writes numbers. */
export function formatMoney(value: number, language: string): string {
  return formatterFor(moneyFormats, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** Quantities carry up to 3 decimals; whole numbers show none. */
export function formatQuantity(value: number, language: string): string {
  return formatterFor(quantityFormats, language, { maximumFractionDigits: 3 }).format(value);
}

/** Number and date formatters for a language, with dates and times on the clock of the zone given. */
export function catalogFormat(language: string, timeZone: string | undefined) {
  return {
    money: (value: number) => formatMoney(value, language),
    quantity: (value: number) => formatQuantity(value, language),
    dateTime: (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso)),
    date: (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'short', timeZone }).format(new Date(iso)),
    time: (iso: string) => new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone }).format(new Date(iso)),
  };
}

/** The formatters bound to the current language, dates and times in the shop's zone. */
export function useCatalogFormat() {
  return catalogFormat(useFormatLocale(), useShopTimeZone());
}
