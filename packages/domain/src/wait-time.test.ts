import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatWaitTime, waitTimeOf } from './wait-time';

describe('waitTimeOf', () => {
  it('reads a resend limit of 519 seconds as 9 minutes', () => {
    expect(waitTimeOf(519)).toEqual({ value: 9, unit: 'minute' });
  });

  it('keeps seconds under a minute and rounds up, never down', () => {
    expect(waitTimeOf(45)).toEqual({ value: 45, unit: 'second' });
    expect(waitTimeOf(0)).toEqual({ value: 1, unit: 'second' });
    expect(waitTimeOf(60)).toEqual({ value: 1, unit: 'minute' });
    expect(waitTimeOf(61)).toEqual({ value: 2, unit: 'minute' });
    expect(waitTimeOf(5400)).toEqual({ value: 90, unit: 'minute' });
    expect(waitTimeOf(7201)).toEqual({ value: 3, unit: 'hour' });
  });

  it('never tells anyone to come back before the server lets them', () => {
    const SECONDS = { second: 1, minute: 60, hour: 3600 } as const;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 86_400 }), (seconds) => {
        const { value, unit } = waitTimeOf(seconds);
        expect(value * SECONDS[unit]).toBeGreaterThanOrEqual(seconds);
      }),
    );
  });
});

describe('formatWaitTime', () => {
  it('speaks English, German and Spanish', () => {
    expect(formatWaitTime(519, 'en-KE')).toBe('9 minutes');
    expect(formatWaitTime(519, 'de')).toBe('9 Minuten');
    expect(formatWaitTime(519, 'es')).toBe('9 minutos');
    expect(formatWaitTime(1, 'en')).toBe('1 second');
  });
});
