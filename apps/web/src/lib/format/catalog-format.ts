import { formatNumberText } from '@dukani/domain';
import { useFormatLocale, useShopTimeZone } from './format-locale';

/** Money is always shown with 2 decimals (API.md §1.7), grouped as the user's language writes numbers. */
export const formatMoney = (value: number, language: string): string => formatNumberText(value, language, 2);

/** Quantities carry up to 3 decimals; whole numbers show none. */
export const formatQuantity = (value: number, language: string): string => formatNumberText(value, language);

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
