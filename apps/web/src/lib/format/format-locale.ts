import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session-store';

/**
 * The locale numbers and dates are written in. English follows the shop's country (en-KE, en-UG, en-RW:
 * 23 Nov 2026, 19:05), never the US order a bare 'en' gives; German and Spanish keep their own.
 */
export function formatLocaleOf(language: string, country: string | null | undefined): string {
  return language.startsWith('en') && country ? `en-${country}` : language;
}

export function useFormatLocale(): string {
  const { i18n } = useTranslation();
  const country = useSession((s) => s.activeBusiness?.country);
  return formatLocaleOf(i18n.language, country);
}
