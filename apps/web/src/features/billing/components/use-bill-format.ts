import { currencySymbolOf, formatNumberText } from '@dukani/domain';
import { useFormatLocale, useShopTimeZone } from '@/lib/format/format-locale';

/** Bills are in shillings; days ('YYYY-MM-DD') are shown in the reader's way, instants on the shop's clock. */
export function useBillFormat() {
  const locale = useFormatLocale();
  const timeZone = useShopTimeZone();
  return {
    // One symbol per currency on every screen ("KSh 1,500.00"); Intl would write "KES" or "Ksh" by the reader's locale.
    money: (amount: number, currency = 'KES') => `${currencySymbolOf(currency)} ${formatNumberText(amount, locale, 2)}`,
    day: (day: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`)),
    date: (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(new Date(iso)),
    instant: (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso)),
  };
}
