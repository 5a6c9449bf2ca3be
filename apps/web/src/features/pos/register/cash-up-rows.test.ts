import { describe, expect, it } from 'vitest';
import type { CashSession } from '@dukani/contracts';
import { cashUpRows, differenceColour } from './cash-up-rows';

const session: Pick<CashSession, 'modes'> = {
  modes: [
    { paymentValue: 'Cash', expected: 1450, counted: null, difference: null },
    { paymentValue: 'Card', expected: 300, counted: null, difference: null },
  ],
};

describe('cashUpRows', () => {
  it('compares counted cash with the expected drawer and other modes with what the server expects of them', () => {
    const rows = cashUpRows(session, { Cash: 1400, Card: 300 });
    expect(rows).toEqual([
      { paymentValue: 'Cash', expected: 1450, counted: 1400, difference: -50 },
      { paymentValue: 'Card', expected: 300, counted: 300, difference: 0 },
    ]);
  });
  it('leaves a mode not yet counted without a difference', () => {
    expect(cashUpRows(session, {})[1]).toMatchObject({ counted: null, difference: null });
  });
  it('colours short red, over amber, exact green', () => {
    expect([differenceColour(-50), differenceColour(20), differenceColour(0), differenceColour(null)]).toEqual([
      'error.main',
      'warning.main',
      'success.main',
      'text.secondary',
    ]);
  });
});
