import { normalizeContactPhone, type PhoneCountry } from '@dukani/domain';
import { invalid } from '../../lib/app-error';

const isPhoneCountry = (value: string | null | undefined): value is PhoneCountry => value === 'KE' || value === 'UG' || value === 'RW';

/**
 * A business phone as stored: E.164 ("+254712345678"), so every receipt and screen can show it in
 * international form. undefined (leave as is) and null/blank (clear) pass through; a number of
 * another country or no number at all is a 400 on the field.
 */
export function toStoredBusinessPhone(field: string, value: string | null | undefined, country: string | null): string | null | undefined {
  if (value === undefined || value === null || value.trim() === '') return value;
  const result = normalizeContactPhone(value, isPhoneCountry(country) ? country : 'KE');
  if (!result.ok) throw invalid(field, 'business.phoneNotOfCountry');
  return result.e164;
}
