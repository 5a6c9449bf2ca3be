import type { CountryCode } from '@dukani/contracts';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';

export interface TrustedPhone {
  phone: string;
  countryCode: CountryCode;
}

/** This device proved the phone (the sign-up code): remember it for the next sign-in here. */
export function rememberTrustedPhone(trusted: TrustedPhone): void {
  writeJson(STORAGE_KEYS.trustedPhone, trusted);
}

export function readTrustedPhone(): TrustedPhone | null {
  const stored = readJson<Partial<TrustedPhone>>(STORAGE_KEYS.trustedPhone);
  return stored && typeof stored.phone === 'string' && typeof stored.countryCode === 'string' ? { phone: stored.phone, countryCode: stored.countryCode } : null;
}
