import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cashSessionSchema, type CashSession } from '@dukani/contracts';
import { auditLog, cashSessions } from '../../db/schema';
import { useTestApp, call } from '../../../test/helper';
import { createMember, createOwner, type Owner } from '../../../test/fixtures';
import { isOpenSessionViolation } from './cash-register.queries';
import { insertSale, K2, K3, K4, K5, openSession, post } from '../../../test/cash-register';

const t = useTestApp();
let owner: Owner;
let stranger: Owner;
beforeAll(async () => {
  owner = await createOwner(t);
  stranger = await createOwner(t);
});
const cashier = () => createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });

async function current(token: string, businessId = owner.businessId) {
  const res = await call<CashSession | null>(t.app, 'GET', K2(businessId), { token });
  expect(res.status, res.body.errordesc).toBe(200);
  return res.body.result === null ? null : cashSessionSchema.parse(res.body.result);
}

describe('K2 GetUserCashRegisterSession and K3 CreateCashRegisterSession', () => {
  it('answers null with no open session, then the session K3 opened, with an audit row', async () => {
    const me = await cashier();
    expect(await current(me.token)).toBeNull();
    const opened = await openSession(t, me.token, owner.businessId, 1500.555, 'Morning shift');
    expect(opened).toMatchObject({
      businessId: owner.businessId,
      userId: me.userId,
      userName: 'Test Member',
      status: 'Open',
      openingBalance: 1500.56,
      closingBalance: null,
      closedAt: null,
      expectedCash: 1500.56,
      totalSales: 0,
      salesCount: 0,
      salesByMode: [],
      difference: null,
      note: 'Morning shift',
      approvedById: null,
      approvedAt: null,
      modes: [{ paymentValue: 'Cash', expected: 1500.56, counted: null, difference: null }],
    });
    expect(opened.openedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(await current(me.token)).toEqual(opened);
    const logs = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'cash-session'), eq(auditLog.action, 'open')));
    expect(logs.some((log) => log.entityId === String(opened.id) && log.userId === me.userId)).toBe(true);
  });

  it('refuses a second open session of the same cashier with 409 SESSION_OPEN; another cashier may open', async () => {
    const me = await cashier();
    await openSession(t, me.token, owner.businessId, 100);
    const again = await post(t, K3, me.token, { businessId: owner.businessId, openingBalance: 200 });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('SESSION_OPEN');
    const colleague = await cashier();
    await openSession(t, colleague.token, owner.businessId, 50);
    const mine = await t.database.db.select().from(cashSessions).where(eq(cashSessions.userId, me.userId));
    expect(mine).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous opens through (two tabs racing)', async () => {
    const me = await cashier();
    const body = { businessId: owner.businessId, openingBalance: 300 };
    const answers = await Promise.all([post(t, K3, me.token, body), post(t, K3, me.token, body)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.status === 409)!.body.code).toBe('SESSION_OPEN');
    const rows = await t.database.db.select().from(cashSessions).where(eq(cashSessions.userId, me.userId));
    expect(rows).toHaveLength(1);
  });

  it('recognises the one-open-session index violation on this driver (the race K3 maps to SESSION_OPEN)', async () => {
    const me = await cashier();
    const session = await openSession(t, me.token, owner.businessId, 10);
    const row = { tenantId: owner.tenantId, businessId: owner.businessId, userId: me.userId, openingBalance: 20 };
    const err = await t.database.db
      .insert(cashSessions)
      .values(row)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isOpenSessionViolation(err)).toBe(true);
    await t.database.db.update(cashSessions).set({ status: 'Closed' }).where(eq(cashSessions.id, session.id));
    await t.database.db.insert(cashSessions).values(row);
    expect(isOpenSessionViolation(new Error('other'))).toBe(false);
  });

  it('shows live figures while Open: sales attached to the session less refunds paid back from it, not voided sales or other sessions', async () => {
    const me = await cashier();
    const session = await openSession(t, me.token, owner.businessId, 1000);
    const other = await cashier();
    const otherSession = await openSession(t, other.token, owner.businessId, 0);
    const sale = { cashierId: me.userId, sessionId: session.id };
    await insertSale(t, owner, { ...sale, total: 450, payments: [{ paymentValue: 'Cash', amount: 500 }] });
    await insertSale(t, owner, {
      ...sale,
      total: 300,
      shippingFee: 50,
      payments: [
        { paymentValue: 'Cash', amount: 100 },
        { paymentValue: 'Mpesa', amount: 250 },
      ],
    });
    await insertSale(t, owner, { ...sale, total: 120, payments: [{ paymentValue: 'PayLater', amount: 0 }] });
    await insertSale(t, owner, { ...sale, total: 999, payments: [{ paymentValue: 'Cash', amount: 999 }], isDeleted: true });
    await insertSale(t, owner, { ...sale, total: 80, payments: [{ paymentValue: 'Cash', amount: 80 }], kind: 'Refund' });
    await insertSale(t, owner, { cashierId: other.userId, sessionId: otherSession.id, total: 70, payments: [{ paymentValue: 'Cash', amount: 100 }] });
    const live = (await current(me.token))!;
    expect(live).toMatchObject({
      id: session.id,
      salesCount: 3,
      // 450 + 300 + 120 sold (the 50 delivery fee is money, not a sale), 80 refunded.
      totalSales: 790,
      // The 50 change and the 80 refunded in cash left the drawer.
      expectedCash: 1470,
      salesByMode: [
        { paymentValue: 'Cash', amount: 470 },
        { paymentValue: 'Mpesa', amount: 250 },
      ],
      modes: [
        { paymentValue: 'Cash', expected: 1470, counted: null, difference: null },
        { paymentValue: 'Mpesa', expected: 250, counted: null, difference: null },
      ],
    });
    expect((await current(other.token))!).toMatchObject({ expectedCash: 70, salesCount: 1 });
  });

  it('answers 403 for a business the caller is not linked to, and for a role without pos', async () => {
    const me = await cashier();
    const foreign = await call(t.app, 'GET', K2(stranger.businessId), { token: me.token });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('BUSINESS_ACCESS');
    const clerk = await createMember(t, owner, { roleTypes: 'User', roles: ['products'] });
    expect((await post(t, K3, clerk.token, { businessId: owner.businessId, openingBalance: 0 })).status).toBe(403);
  });

  it('refuses a negative or absurd float with 400 naming openingBalance', async () => {
    const me = await cashier();
    for (const openingBalance of [-1, 1e13]) {
      const res = await post(t, K3, me.token, { businessId: owner.businessId, openingBalance });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('openingBalance');
    }
  });
});

describe('session access for K4 and K5', () => {
  it('hides a cashier’s session from another cashier (404), lets the Owner close it, and 404s across businesses', async () => {
    const me = await cashier();
    const session = await openSession(t, me.token, owner.businessId, 200);
    const colleague = await cashier();
    for (const url of [K4, K5]) {
      const res = await post(t, url, colleague.token, { sessionId: session.id, businessId: owner.businessId, closingBalance: 200 });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    const foreign = await post(t, K4, stranger.token, { sessionId: session.id, businessId: stranger.businessId, closingBalance: 200 });
    expect(foreign.status).toBe(404);
    const unknown = await post(t, K4, me.token, { sessionId: 999_999, businessId: owner.businessId, closingBalance: 1 });
    expect(unknown.status).toBe(404);
    const closed = await post(t, K4, owner.token, { sessionId: session.id, businessId: owner.businessId, closingBalance: 200 });
    expect(closed.status, closed.body.errordesc).toBe(200);
    expect(closed.body.result).toMatchObject({ status: 'Closed', userId: me.userId, userName: 'Test Member', difference: 0 });
    expect(await current(me.token)).toBeNull();
  });
});
