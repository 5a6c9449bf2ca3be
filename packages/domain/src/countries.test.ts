import { describe, expect, it } from 'vitest';
import { businessDateOf, businessDateTimeOf, timeZoneOf, utcOffsetHoursOf } from './countries';

describe("a business's day", () => {
  it('is the calendar day in the shop’s zone: 22:30 UTC is already tomorrow in Nairobi, still today in Kigali', () => {
    const at = new Date('2026-11-23T22:30:00Z');
    expect(businessDateOf('KE', at)).toBe('2026-11-24');
    expect(businessDateOf('UG', at)).toBe('2026-11-24');
    expect(businessDateOf('RW', at)).toBe('2026-11-24');
    expect(businessDateOf('RW', new Date('2026-11-23T21:30:00Z'))).toBe('2026-11-23');
  });
  it('names a fixed-offset zone Intl understands, and takes an unknown country as UTC+3', () => {
    expect(timeZoneOf('RW')).toBe('Etc/GMT-2');
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: timeZoneOf('KE'), timeStyle: 'short' }).format(new Date('2026-11-23T16:05:00Z'))).toBe('19:05');
    expect(utcOffsetHoursOf('XX')).toBe(3);
  });
});

describe("a business's clock", () => {
  it('reads an instant at the shop: 21:30 UTC is the next morning in Nairobi and 23:30 in Kigali', () => {
    const at = new Date('2025-03-31T21:30:05Z');
    expect(businessDateTimeOf('KE', at)).toBe('2025-04-01 00:30:05');
    expect(businessDateTimeOf('RW', at)).toBe('2025-03-31 23:30:05');
  });
});
