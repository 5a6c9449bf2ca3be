import { describe, expect, it } from 'vitest';
import { timeZoneOf } from '@dukani/domain';
import { catalogFormat } from './catalog-format';

describe('catalogFormat', () => {
  // 21:30 UTC on 27 November is 00:30 on the 28th in Nairobi: the shop's ledger and reports already say the 28th.
  const afterMidnightInNairobi = '2026-11-27T21:30:00Z';

  it("dates an instant by the shop's clock, whatever zone the device is in", () => {
    const kenya = catalogFormat('en-KE', timeZoneOf('KE'));
    expect(kenya.date(afterMidnightInNairobi)).toBe('28/11/2026');
    expect(kenya.time(afterMidnightInNairobi)).toBe('00:30');
    expect(kenya.dateTime(afterMidnightInNairobi)).toBe('28 Nov 2026, 00:30');
  });

  it("follows the shop's country: Rwanda is an hour behind Kenya", () => {
    expect(catalogFormat('en-RW', timeZoneOf('RW')).time(afterMidnightInNairobi)).toBe('23:30');
    expect(catalogFormat('en-RW', timeZoneOf('RW')).date(afterMidnightInNairobi)).toBe('27/11/2026');
  });
});
