import { describe, expect, it } from 'vitest';
import { presetRange } from './date-presets';

describe('presetRange', () => {
  it('gives today and yesterday as single days, across a month and a year end', () => {
    expect(presetRange('today', '2026-03-04')).toEqual({ startDate: '2026-03-04', endDate: '2026-03-04' });
    expect(presetRange('yesterday', '2026-03-01')).toEqual({ startDate: '2026-02-28', endDate: '2026-02-28' });
    expect(presetRange('yesterday', '2026-01-01')).toEqual({ startDate: '2025-12-31', endDate: '2025-12-31' });
  });

  it('starts the week on Monday, also when today is Monday or Sunday', () => {
    // 2026-03-04 is a Wednesday.
    expect(presetRange('thisWeek', '2026-03-04')).toEqual({ startDate: '2026-03-02', endDate: '2026-03-04' });
    expect(presetRange('thisWeek', '2026-03-02')).toEqual({ startDate: '2026-03-02', endDate: '2026-03-02' });
    expect(presetRange('thisWeek', '2026-03-08')).toEqual({ startDate: '2026-03-02', endDate: '2026-03-08' });
  });

  it('starts the month on its first day, and leaves custom to the user', () => {
    expect(presetRange('thisMonth', '2026-03-04')).toEqual({ startDate: '2026-03-01', endDate: '2026-03-04' });
    expect(presetRange('custom', '2026-03-04')).toBeNull();
  });
});
