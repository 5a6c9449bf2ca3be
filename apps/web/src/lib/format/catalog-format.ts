import { useFormatLocale, useShopTimeZone } from './format-locale';

/** Money is always shown with 2 decimals (API.md §1.7), grouped as the user's language writes numbers. */
export function formatMoney(value: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** Quantities carry up to 3 decimals; whole numbers show none. */
export function formatQuantity(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(value);
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
