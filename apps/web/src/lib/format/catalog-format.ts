import { useFormatLocale } from './format-locale';

/** Money is always shown with 2 decimals (API.md §1.7), grouped as the user's language writes numbers. */
export function formatMoney(value: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** Quantities carry up to 3 decimals; whole numbers show none. */
export function formatQuantity(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(value);
}

/** Number and date formatters bound to the current language. */
export function useCatalogFormat() {
  const language = useFormatLocale();
  return {
    money: (value: number) => formatMoney(value, language),
    quantity: (value: number) => formatQuantity(value, language),
    dateTime: (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    date: (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'short' }).format(new Date(iso)),
    time: (iso: string) => new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(new Date(iso)),
  };
}
