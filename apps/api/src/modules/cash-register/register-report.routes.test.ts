import { beforeAll, describe, expect, it } from 'vitest';
import { getCashRegisterReport } from '@dukani/contracts';
import { businessDateOf } from '@dukani/domain';
import { useTestApp } from '../../../test/helper';
import { createMember, createOwner, type Owner } from '../../../test/fixtures';
import { insertSale, K4, openSession, post } from '../../../test/cash-register';

const t = useTestApp();
let owner: Owner;
beforeAll(async () => {
  owner = await createOwner(t);
});

const today = () => businessDateOf('KE', new Date());
const report = (token: string, userId?: number, days: { StartDate: string; EndDate: string } = { StartDate: today(), EndDate: today() }) =>
  t.call(getCashRegisterReport, { token, query: { BusinessId: owner.businessId, ...days, ...(userId ? { UserId: userId } : {}) } });

/** A shift with a float, one cash and one M-Pesa sale, closed with `counted` in the drawer. */
async function shift(float: number, cash: number, mpesa: number, counted: number | null) {
  const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
  const session = await openSession(t, cashier.token, owner.businessId, float);
  await insertSale(t, owner, { cashierId: cashier.userId, sessionId: session.id, total: cash, payments: [{ paymentValue: 'Cash', amount: cash }] });
  await insertSale(t, owner, { cashierId: cashier.userId, sessionId: session.id, total: mpesa, payments: [{ paymentValue: 'Mpesa', amount: mpesa }] });
  if (counted !== null)
    expect((await post(t, K4, cashier.token, { sessionId: session.id, businessId: owner.businessId, closingBalance: counted })).status).toBe(200);
  return cashier;
}

describe('R1 register report', () => {
  it("totals every user's shifts of the period for the owner, and one user's for the cashier", async () => {
    const first = await shift(500, 300, 200, 790);
    const second = await shift(1000, 450.5, 0, null);
    const all = await report(owner.token);
    expect(all.status, all.body.errordesc).toBe(200);
    const { sessions, totals } = all.body.result!;
    expect(sessions).toHaveLength(2);
    expect(totals).toMatchObject({ openingBalance: 1500, totalSales: 950.5, expectedCash: 2250.5, closingBalance: 790, difference: -10 });
    expect(totals.salesByMode).toEqual(
      expect.arrayContaining([
        { paymentValue: 'Cash', amount: 750.5 },
        { paymentValue: 'Mpesa', amount: 200 },
      ]),
    );

    const own = await report(first.token, first.userId);
    expect(own.status, own.body.errordesc).toBe(200);
    expect(own.body.result!.sessions.map((s) => s.userId)).toEqual([first.userId]);
    // A cashier with only the till: nobody's but their own.
    expect((await report(first.token)).status).toBe(403);
    expect((await report(first.token, second.userId)).status).toBe(403);
    expect((await report(owner.token, undefined, { StartDate: '2020-01-01', EndDate: '2020-01-02' })).body.result!.sessions).toHaveLength(0);
  });

  it('names the field of a bad period', async () => {
    const backwards = await report(owner.token, undefined, { StartDate: '2026-02-01', EndDate: '2026-01-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errordesc).toContain('StartDate');
    const notADay = await report(owner.token, undefined, { StartDate: '2026-02-30', EndDate: '2026-03-01' });
    expect(notADay.status).toBe(400);
  });
});
