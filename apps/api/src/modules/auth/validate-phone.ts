import { normalizePhone, type PhoneCountry } from '@dukani/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { findLiveUserByPhone } from './auth.queries';
import { invalidPhone } from '../../lib/phone-message';

export interface PhoneInput {
  e164: string;
  /** International digits without '+': the "combined code" of A2, A3, A5 and A8. */
  digits: string;
}

/** Normalise a typed phone for the chosen country, or 400 on the contract's field name. */
export function readPhone(input: string, country: PhoneCountry, field: string): PhoneInput {
  const result = normalizePhone(input, country);
  if (!result.ok) throw invalidPhone(field, result);
  return { e164: result.e164, digits: result.digits };
}

/** The combined code (A8, A9) back to a phone; anything that cannot be one is simply unknown (404). */
export function phoneFromCombinedCode(code: string): PhoneInput {
  if (!/^\d{7,15}$/.test(code)) throw notFound('Code');
  return { e164: `+${code}`, digits: code };
}

export interface ValidatePhoneOptions {
  countryCode: PhoneCountry;
  phonenumber: string;
}

/** A1: is this phone registered to a live account? */
export async function validatePhone(db: Db, options: ValidatePhoneOptions): Promise<{ registered: boolean }> {
  const phone = readPhone(options.phonenumber, options.countryCode, 'phonenumber');
  return { registered: (await findLiveUserByPhone(db, phone.e164)) !== undefined };
}
