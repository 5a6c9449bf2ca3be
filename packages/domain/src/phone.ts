import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export type PhoneCountry = 'KE' | 'UG' | 'RW';

export const DIAL_CODES: Record<PhoneCountry, string> = { KE: '+254', UG: '+256', RW: '+250' };

export type PhoneResult =
  | { ok: true; e164: string; digits: string; national: string }
  | { ok: false; reason: 'format' | 'not-mobile' | 'other-country'; suggestedCountry?: PhoneCountry };

const COUNTRIES: PhoneCountry[] = ['KE', 'UG', 'RW'];

function clean(input: string): string {
  // Kenya's exit code is 000, so libphonenumber does not read "00254…" as international (specs/sms-and-phones.md §2.2).
  const stripped = input.trim().replace(/[\s\u00a0\-.()]/g, '');
  return stripped.replace(/^000?/, (m) => (stripped.length > 10 ? '+' : m));
}

function parseMobile(text: string, country: PhoneCountry) {
  const parsed = parsePhoneNumberFromString(text, country);
  if (!parsed || !parsed.isValid()) return { parsed, mobile: false };
  const type = parsed.getType();
  return { parsed, mobile: type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' };
}

/** Any KE/UG/RW way of writing a mobile number → E.164, or why not. */
export function normalizePhone(input: string, country: PhoneCountry): PhoneResult {
  const text = clean(input);
  if (!/^\+?\d{6,15}$/.test(text)) return { ok: false, reason: 'format' };
  const { parsed, mobile } = parseMobile(text, country);
  if (parsed && parsed.isValid() && parsed.country === country) {
    if (!mobile) return { ok: false, reason: 'not-mobile' };
    return { ok: true, e164: parsed.number, digits: parsed.number.slice(1), national: parsed.formatNational() };
  }
  for (const other of COUNTRIES) {
    if (other === country) continue;
    const attempt = parseMobile(text.startsWith('+') ? text : `+${text}`, other);
    if (attempt.parsed?.country === other && attempt.mobile) return { ok: false, reason: 'other-country', suggestedCountry: other };
  }
  return { ok: false, reason: 'format' };
}

export type ContactPhoneResult = { ok: true; e164: string } | { ok: false };

/**
 * A shop's own contact number (mobile or landline) of its country → E.164, so receipts and the
 * dashboard show "+254 712 345 678" however it was typed ("0712 345678", "254712345678").
 * Unlike `normalizePhone` it takes fixed lines: a shop may print its office number.
 */
export function normalizeContactPhone(input: string, country: PhoneCountry): ContactPhoneResult {
  const text = clean(input);
  if (!/^\+?\d{6,15}$/.test(text)) return { ok: false };
  const parsed = parsePhoneNumberFromString(text, country);
  if (!parsed || !parsed.isValid() || parsed.country !== country) return { ok: false };
  return { ok: true, e164: parsed.number };
}

const COUNTRY_NAMES: Record<PhoneCountry, string> = { KE: 'Kenyan', UG: 'Ugandan', RW: 'Rwandan' };

/** The sentence a 400 carries for a phone that failed normalisation. */
export function describePhoneError(field: string, result: Extract<PhoneResult, { ok: false }>): string {
  if (result.reason === 'not-mobile') return `${field} must be a mobile number`;
  if (result.reason === 'other-country' && result.suggestedCountry) {
    return `${field} looks like a ${COUNTRY_NAMES[result.suggestedCountry]} number; choose that country`;
  }
  return `${field} is not a valid mobile number for the chosen country`;
}
