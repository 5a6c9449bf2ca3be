import { describe, expect, it } from 'vitest';
import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { kenyanPhone, phoneFor, rwandanPhone, startPhonesAt, ugandanPhone } from './phones';

describe('test phone numbers', () => {
  it('are valid mobiles of their country, distinct, and never end in 96–99 (the SMS simulator fails those)', () => {
    startPhonesAt(7_999_990);
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) {
      for (const [phone, country] of [
        [kenyanPhone(), 'KE'],
        [ugandanPhone(), 'UG'],
        [rwandanPhone(), 'RW'],
      ] as const) {
        expect(isValidPhoneNumber(phone, country), phone).toBe(true);
        expect(phone).not.toMatch(/9[6-9]$/);
        expect(seen.has(phone), phone).toBe(false);
        seen.add(phone);
      }
    }
    expect(phoneFor('UG')).toMatch(/^\+25677\d{7}$/);
  });
});
