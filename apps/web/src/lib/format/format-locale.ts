import { timeZoneOf, utcOffsetHoursOf } from '@dukani/domain';
import { useTranslation } from '@/lib/translation/use-translation';
import { useSession } from '@/lib/session-store';

/**
 * The locale numbers and dates are written in, and typed numbers are read in (parseNumberText). English follows
 * the shop's country (en-KE, en-UG, en-RW: 23/11/2026, 1,200.50), never the US month-first order a bare 'en'
 * gives; before a shop is chosen it is Kenya's. Spanish is written as in Latin America (1,200.50, 23/11/2026),
 * the way amounts in shillings and francs are written in East Africa; German keeps its own (1.200,50).
 */
export function formatLocaleOf(language: string, country: string | null | undefined): string {
  if (language.startsWith('en')) return `en-${country ?? 'KE'}`;
  if (language.startsWith('es')) return 'es-419';
  return language;
}

export function useFormatLocale(): string {
  const { i18n } = useTranslation();
  const country = useSession((s) => s.activeBusiness?.country);
  return formatLocaleOf(i18n.language, country);
}

/**
 * The zone dates and times are shown in: the shop's, not the device's. A till or a laptop set to UTC (or left on
 * another country's time) would otherwise date a sale made at 00:30 in Nairobi to the day before, while the
 * shop's reports and ledgers put it on the shop's day. Before a shop is chosen it is the device's.
 */
export function useShopTimeZone(): string | undefined {
  const country = useSession((s) => s.activeBusiness?.country);
  return country ? timeZoneOf(country) : undefined;
}

/** The shop's fixed UTC offset in hours (its country's), for times typed on the shop's clock; undefined before a shop is chosen. */
export function useShopUtcOffset(): number | undefined {
  const country = useSession((s) => s.activeBusiness?.country);
  return country ? utcOffsetHoursOf(country) : undefined;
}
