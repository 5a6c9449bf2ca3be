import { beforeAll, describe, expect, it } from 'vitest';
import { approveRegisterSession, getUserCashSessions, type CashSession } from '@dukani/contracts';
import { useTestApp } from '../../../test/helper';
import { createMember, createOwner, type Owner } from '../../../test/fixtures';
import { insertSale, K4, K5, openSession, post } from '../../../test/cash-register';

const t = useTestApp();
let owner: Owner;
let stranger: Owner;
beforeAll(async () => {
  owner = await createOwner(t);
  stranger = await createOwner(t);
});

/** A cashier's shift: float 500, one cash sale of 300, closed with 780 counted (20 short). */
async function closedShift() {
  const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
  const session = await openSession(t, cashier.token, owner.businessId, 500);
  await insertSale(t, owner, { cashierId: cashier.userId, sessionId: session.id, total: 300, payments: [{ paymentValue: 'Cash', amount: 300 }] });
  const closed = await post(t, K4, cashier.token, { sessionId: session.id, businessId: owner.businessId, closingBalance: 780, note: 'Two coins missing' });
  expect(closed.status, closed.body.errordesc).toBe(200);
  return { cashier, session: closed.body.result as CashSession };
}

const approve = (sessionId: number, note?: string, token = owner.token, businessId = owner.businessId) =>
  t.call(approveRegisterSession, { token, body: { sessionId, businessId, ...(note ? { note } : {}) } });
const sessionsOf = (userId: number, extra: { startDate?: string; endDate?: string; pageSize?: number; currentPageNumber?: number } = {}, token = owner.token) =>
  t.call(getUserCashSessions, { token, body: { userId, businessId: owner.businessId, ...extra } });

describe('F11 a user’s register sessions, F12 approving one', () => {
  it('lists the sessions newest first with their figures and difference, paged and by day', async () => {
    const { cashier, session } = await closedShift();
    const second = await openSession(t, cashier.token, owner.businessId, 100);
    const page = (await sessionsOf(cashier.userId)).body.result!;
    expect(page).toMatchObject({ totalRecords: 2, totalPages: 1, currentPageNumber: 1 });
    expect(page.data.map((s) => s.id)).toEqual([second.id, session.id]);
    expect(page.data[1]).toMatchObject({ status: 'Closed', openingBalance: 500, expectedCash: 800, closingBalance: 780, difference: -20, totalSales: 300 });
    expect((await sessionsOf(cashier.userId, { pageSize: 1, currentPageNumber: 2 })).body.result!.data.map((s) => s.id)).toEqual([session.id]);
    expect((await sessionsOf(cashier.userId, { startDate: '2020-01-01', endDate: '2020-01-31' })).body.result!.totalRecords).toBe(0);
    const backwards = await sessionsOf(cashier.userId, { startDate: '2026-02-01', endDate: '2026-01-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errordesc).toContain('StartDate');
  });

  it('approves a closed session once, keeps both notes, and then K5 refuses edits', async () => {
    const { cashier, session } = await closedShift();
    const approved = await approve(session.id, 'Deducted from pay');
    expect(approved.status, approved.body.errordesc).toBe(200);
    expect(approved.body.result).toMatchObject({ status: 'Approved', approvedById: owner.userId, difference: -20 });
    expect(approved.body.result!.note).toBe('Two coins missing\n— Deducted from pay');
    expect(approved.body.result!.approvedAt).not.toBeNull();
    const again = await approve(session.id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('INVALID_STATE');
    const edit = await post(t, K5, owner.token, { sessionId: session.id, businessId: owner.businessId, closingBalance: 800 });
    expect(edit.status).toBe(409);
    expect((await sessionsOf(cashier.userId)).body.result!.data[0]!.status).toBe('Approved');
  });

  it('refuses an open session with 409, and anyone but an Owner or Admin with 403', async () => {
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos', 'users'] });
    const open = await openSession(t, cashier.token, owner.businessId, 200);
    const refused = await approve(open.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('INVALID_STATE');
    const { session } = await closedShift();
    expect((await approve(session.id, undefined, cashier.token)).status).toBe(403);
    expect((await sessionsOf(cashier.userId, {}, (await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] })).token)).status).toBe(403);
  });

  it("another business's session is 404 under one's own business and 403 under theirs", async () => {
    const { session } = await closedShift();
    expect((await approve(session.id, undefined, stranger.token, stranger.businessId)).status).toBe(404);
    expect((await approve(session.id, undefined, stranger.token, owner.businessId)).status).toBe(403);
    expect((await approve(2_147_483_647)).status).toBe(404);
  });
});
