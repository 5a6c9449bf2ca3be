import { describe, expect, it } from 'vitest';
import { describePhoneError, normalizeContactPhone, normalizePhone } from './phone';

// The behaviour table of specs/sms-and-phones.md §2.2.
describe('normalizePhone', () => {
  it.each([
    ['0712345678', 'KE', '+254712345678'],
    ['712345678', 'KE', '+254712345678'],
    ['254712345678', 'KE', '+254712345678'],
    ['+254 712 345 678', 'KE', '+254712345678'],
    ['0712-345-678', 'KE', '+254712345678'],
    ['+2540712345678', 'KE', '+254712345678'],
    ['00254712345678', 'KE', '+254712345678'],
    ['000254712345678', 'KE', '+254712345678'],
    ['0110123456', 'KE', '+254110123456'],
    ['0772123456', 'UG', '+256772123456'],
    ['256772123456', 'UG', '+256772123456'],
    ['0788123456', 'RW', '+250788123456'],
    ['0722123456', 'RW', '+250722123456'],
  ] as const)('%s in %s is %s', (input, country, e164) => {
    const result = normalizePhone(input, country);
    expect(result).toMatchObject({ ok: true, e164 });
  });

  it.each([
    ['0201234567', 'KE'],
    ['0414123456', 'UG'],
    ['0252123456', 'RW'],
  ] as const)('rejects the landline %s in %s', (input, country) => {
    expect(normalizePhone(input, country)).toEqual({ ok: false, reason: 'not-mobile' });
  });

  it('rejects a 10-digit national number that is only "possible"', () => {
    expect(normalizePhone('07123456789', 'KE').ok).toBe(false);
  });

  it('rejects letters and short strings', () => {
    expect(normalizePhone('07abc', 'KE')).toEqual({ ok: false, reason: 'format' });
    expect(normalizePhone('12', 'KE')).toEqual({ ok: false, reason: 'format' });
  });

  it('points at the right country for an international number of another of ours', () => {
    const result = normalizePhone('+256772123456', 'KE');
    expect(result).toEqual({ ok: false, reason: 'other-country', suggestedCountry: 'UG' });
    if (!result.ok) expect(describePhoneError('phoneNumber', result)).toBe('phoneNumber looks like a Ugandan number; choose that country');
  });
});

describe('normalizeContactPhone', () => {
  it('stores a shop number in international form however it was typed', () => {
    expect(normalizeContactPhone('0712 345678', 'KE')).toEqual({ ok: true, e164: '+254712345678' });
    expect(normalizeContactPhone('254712345678', 'KE')).toEqual({ ok: true, e164: '+254712345678' });
    expect(normalizeContactPhone('+254 712-345-678', 'KE')).toEqual({ ok: true, e164: '+254712345678' });
    expect(normalizeContactPhone('0772 123456', 'UG')).toEqual({ ok: true, e164: '+256772123456' });
  });

  it('takes a landline, which a mobile-only check refuses', () => {
    expect(normalizeContactPhone('020 1234567', 'KE')).toEqual({ ok: true, e164: '+254201234567' });
  });

  it("refuses text that is no number of the shop's country", () => {
    expect(normalizeContactPhone('call me', 'KE')).toEqual({ ok: false });
    expect(normalizeContactPhone('+256772123456', 'KE')).toEqual({ ok: false });
    expect(normalizeContactPhone('12345', 'KE')).toEqual({ ok: false });
  });
});
