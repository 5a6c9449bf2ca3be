import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { CountryCode } from '@dukani/contracts';
import { DIAL_CODES, normalizePhone, type PhoneResult } from '@dukani/domain';

/** 'phone:format' | 'phone:not-mobile' | 'phone:other-country', or null for a good mobile number. */
export function findPhoneIssue(phone: unknown, country: unknown): string | null {
  if (typeof phone !== 'string' || !phone.trim() || typeof country !== 'string') return null;
  const result = normalizePhone(phone, country as CountryCode);
  return result.ok ? null : `phone:${result.reason}`;
}

/** +254 712 345 678: the number as the SMS will reach it. */
export function formatInternational(result: Extract<PhoneResult, { ok: true }>, country: CountryCode): string {
  const dial = DIAL_CODES[country];
  const rest = result.e164.slice(dial.length);
  return `${dial} ${rest.replace(/(\d{3})(?=\d)/g, '$1 ')}`.trim();
}

/**
 * The contract's schema accepts any phone text (the server normalises it); the form also checks
 * it with the shared `normalizePhone`, so a mistyped number is caught before a code is sent.
 */
export function withPhoneCheck<T extends FieldValues, C, O>(
  resolver: Resolver<T, C, O>,
  phoneName: keyof T & string,
  countryName: keyof T & string,
): Resolver<T, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const issue = findPhoneIssue(values[phoneName], values[countryName]);
    if (!issue || result.errors[phoneName]) return result;
    const errors = { ...result.errors, [phoneName]: { type: 'phone', message: issue } } as FieldErrors<T>;
    return { values: {}, errors };
  };
}
