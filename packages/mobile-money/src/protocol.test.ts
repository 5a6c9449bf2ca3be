import { describe, expect, it } from 'vitest';
import { codeToString, createStkPassword, formatCheckoutStamp, formatDarajaTimestamp, resultCodeToNumber, SANDBOX_STK_PASSKEY } from './protocol';

describe('STK password and timestamps', () => {
  it('matches both worked examples of the spec (§3.1)', () => {
    expect(createStkPassword('174379', SANDBOX_STK_PASSKEY, '20210628092408')).toBe(
      'MTc0Mzc5YmZiMjc5ZjlhYTliZGJjZjE1OGU5N2RkNzFhNDY3Y2QyZTBjODkzMDU5YjEwZjc4ZTZiNzJhZGExZWQyYzkxOTIwMjEwNjI4MDkyNDA4',
    );
    expect(createStkPassword('174379', SANDBOX_STK_PASSKEY, '20240101120000')).toBe(
      'MTc0Mzc5YmZiMjc5ZjlhYTliZGJjZjE1OGU5N2RkNzFhNDY3Y2QyZTBjODkzMDU5YjEwZjc4ZTZiNzJhZGExZWQyYzkxOTIwMjQwMTAxMTIwMDAw',
    );
  });

  it('writes Nairobi time (UTC+3), rolling the date over at local midnight', () => {
    expect(formatDarajaTimestamp(new Date('2024-01-01T09:00:00Z'))).toBe('20240101120000');
    expect(formatDarajaTimestamp(new Date('2023-12-31T21:30:05Z'))).toBe('20240101003005');
    expect(formatDarajaTimestamp(new Date('2024-02-29T20:59:59.999Z'))).toBe('20240229235959');
  });

  it('stamps a CheckoutRequestID as DDMMYYYYHHmmssSSS in Nairobi time', () => {
    expect(formatCheckoutStamp(new Date('2024-01-01T09:00:03.417Z'))).toBe('01012024120003417');
  });

  it('reads codes sent as numbers or strings, and keeps non-numeric result codes apart', () => {
    expect(codeToString(0)).toBe('0');
    expect(codeToString(' 0 ')).toBe('0');
    expect(codeToString('')).toBeNull();
    expect(codeToString(undefined)).toBeNull();
    expect(resultCodeToNumber('1032')).toBe(1032);
    expect(resultCodeToNumber('SFC_IC0003')).toBe(-1);
  });
});
