import type { PhoneCountry } from './phone';

export interface CountryInfo {
  name: string;
  dialCode: string;
  /** The currency a new business in this country starts with (rate 1, default). */
  currency: { code: string; name: string; symbol: string };
  /** Business days are calendar days in this zone (API.md §1.6). */
  utcOffsetHours: number;
}

export const COUNTRIES: Record<PhoneCountry, CountryInfo> = {
  KE: { name: 'Kenya', dialCode: '+254', currency: { code: 'KES', name: 'Kenyan Shilling', symbol: 'KSh' }, utcOffsetHours: 3 },
  UG: { name: 'Uganda', dialCode: '+256', currency: { code: 'UGX', name: 'Ugandan Shilling', symbol: 'USh' }, utcOffsetHours: 3 },
  RW: { name: 'Rwanda', dialCode: '+250', currency: { code: 'RWF', name: 'Rwandan Franc', symbol: 'FRw' }, utcOffsetHours: 2 },
};

/** The business's UTC offset; an unknown country is taken as East Africa Time (UTC+3). */
export function utcOffsetHoursOf(country: string): number {
  return COUNTRIES[country as PhoneCountry]?.utcOffsetHours ?? 3;
}

/** The business's home currency code; an unknown country is taken as Kenya (KES). */
export function currencyCodeOf(country: string | null | undefined): string {
  return COUNTRIES[country as PhoneCountry]?.currency.code ?? 'KES';
}

/** The business's calendar day ('YYYY-MM-DD') of an instant (API.md §1.6). */
export function businessDateOf(country: string, at: Date): string {
  return new Date(at.getTime() + utcOffsetHoursOf(country) * 3_600_000).toISOString().slice(0, 10);
}

/** The business's clock reading of an instant, 'YYYY-MM-DD HH:MM:SS' (API.md §1.6: the shop's fixed offset). */
export function businessDateTimeOf(country: string, at: Date): string {
  return new Date(at.getTime() + utcOffsetHoursOf(country) * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** An IANA zone for the business's fixed offset, for Intl formatting (Etc/GMT signs are inverted: UTC+3 is Etc/GMT-3). */
export function timeZoneOf(country: string): string {
  return `Etc/GMT-${utcOffsetHoursOf(country)}`;
}

/** The catalogue a business picks extra currencies from (D4). */
/** The one symbol a currency is shown with on every screen and paper ("KSh", never "KES" on the till and "Ksh" elsewhere). */
export function currencySymbolOf(code: string): string {
  return STORE_CURRENCIES.find((currency) => currency.code === code)?.symbol ?? code;
}

export const STORE_CURRENCIES = [
  { code: 'KES', currencyName: 'Kenyan Shilling', symbol: 'KSh' },
  { code: 'UGX', currencyName: 'Ugandan Shilling', symbol: 'USh' },
  { code: 'RWF', currencyName: 'Rwandan Franc', symbol: 'FRw' },
  { code: 'TZS', currencyName: 'Tanzanian Shilling', symbol: 'TSh' },
  { code: 'BIF', currencyName: 'Burundian Franc', symbol: 'FBu' },
  { code: 'SSP', currencyName: 'South Sudanese Pound', symbol: 'SSP' },
  { code: 'ETB', currencyName: 'Ethiopian Birr', symbol: 'Br' },
  { code: 'CDF', currencyName: 'Congolese Franc', symbol: 'FC' },
  { code: 'USD', currencyName: 'US Dollar', symbol: '$' },
  { code: 'EUR', currencyName: 'Euro', symbol: '€' },
  { code: 'GBP', currencyName: 'British Pound', symbol: '£' },
  { code: 'AED', currencyName: 'UAE Dirham', symbol: 'AED' },
  { code: 'CNY', currencyName: 'Chinese Yuan', symbol: '¥' },
  { code: 'INR', currencyName: 'Indian Rupee', symbol: '₹' },
  { code: 'ZAR', currencyName: 'South African Rand', symbol: 'R' },
] as const;
