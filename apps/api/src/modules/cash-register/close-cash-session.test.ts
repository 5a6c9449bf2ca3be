import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cashSessionSchema, type CashSession } from '@dukani/contracts';
import { auditLog, cashSessions } from '../../db/schema';
import { useTestApp } from '../../../test/helper';
import { createMember, createOwner, type Owner } from '../../../test/fixtures';
import { insertSale, K4, K5, openSession, post } from '../../../test/cash-register';

const t = useTestApp();
let owner: Owner;
beforeAll(async () => {
  owner = await createOwner(t);
});
const cashier = () => createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });

/** Float 1000; cash 500 on 450 (50 change), cash 100 + Mpesa 250 on 300 + 50 delivery, Card 200, Pay Later 120: sales 1,070. */
async function busySession(): Promise<{ token: string; userId: number; session: CashSession }> {
  const me = await cashier();
  const session = await openSession(t, me.token, owner.businessId, 1000, 'Float from the safe');
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
  await insertSale(t, owner, { ...sale, total: 200, payments: [{ paymentValue: 'Card', amount: 200 }] });
  await insertSale(t, owner, { ...sale, total: 120, payments: [{ paymentValue: 'PayLater', amount: 0 }] });
  return { token: me.token, userId: me.userId, session };
}

async function ok(res: Awaited<ReturnType<typeof post>>): Promise<CashSession> {
  expect(res.status, res.body.errordesc).toBe(200);
  return cashSessionSchema.parse(res.body.result);
}

const close = (token: string, sessionId: number, body: Record<string, unknown>) => post(t, K4, token, { sessionId, businessId: owner.businessId, ...body });
const edit = (token: string, sessionId: number, body: Record<string, unknown>) => post(t, K5, token, { sessionId, businessId: owner.businessId, ...body });

describe('K4 EndCashRegisterSession', () => {
  it('freezes the totals, expected cash = float + cash net of change, and the difference per mode', async () => {
    const { token, userId, session } = await busySession();
    const closed = await ok(
      await close(token, session.id, {
        closingBalance: 1540.5,
        countedByMode: [
          { paymentValue: 'mpesa', amount: 250 },
          { paymentValue: 'Card', amount: 190 },
          { paymentValue: 'Bank', amount: 30 },
        ],
      }),
    );
    expect(closed).toMatchObject({
      status: 'Closed',
      userId,
      closingBalance: 1540.5,
      expectedCash: 1550,
      totalSales: 1070,
      salesCount: 4,
      difference: -9.5,
      // What came in: 600 handed over in cash less 50 change.
      salesByMode: [
        { paymentValue: 'Card', amount: 200 },
        { paymentValue: 'Cash', amount: 550 },
        { paymentValue: 'Mpesa', amount: 250 },
      ],
      note: 'Float from the safe',
    });
    expect(closed.modes).toEqual([
      { paymentValue: 'Cash', expected: 1550, counted: 1540.5, difference: -9.5 },
      { paymentValue: 'Card', expected: 200, counted: 190, difference: -10 },
      { paymentValue: 'Mpesa', expected: 250, counted: 250, difference: 0 },
      { paymentValue: 'Bank', expected: 0, counted: 30, difference: 30 },
    ]);
    expect(closed.closedAt).toMatch(/Z$/);
    const [row] = await t.database.db.select().from(cashSessions).where(eq(cashSessions.id, session.id));
    expect(row).toMatchObject({ status: 'Closed', expectedCash: 1550, totalSales: 1070, difference: -9.5 });
    const logs = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'cash-session'), eq(auditLog.action, 'close')));
    expect(logs.some((log) => log.entityId === String(session.id))).toBe(true);

    // A sale that reaches the session after the count does not rewrite the frozen figures.
    await insertSale(t, owner, { cashierId: userId, sessionId: session.id, total: 10, payments: [{ paymentValue: 'Cash', amount: 10 }] });
    const later = await ok(await edit(token, session.id, {}));
    expect(later).toMatchObject({ expectedCash: 1550, totalSales: 1070, difference: -9.5 });
  });

  it('refuses to close a session twice with 409 INVALID_STATE', async () => {
    const { token, session } = await busySession();
    await ok(await close(token, session.id, { closingBalance: 1550, note: 'Counted twice' }));
    const again = await close(token, session.id, { closingBalance: 1500 });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('INVALID_STATE');
    const [row] = await t.database.db.select().from(cashSessions).where(eq(cashSessions.id, session.id));
    expect(row).toMatchObject({ closingBalance: 1550, difference: 0, note: 'Counted twice' });
  });

  it('refuses Cash, PayLater or a repeated mode among the other counted modes, leaving the session Open', async () => {
    const { token, session } = await busySession();
    const cases = [
      [[{ paymentValue: 'cash', amount: 1 }], 'countedByMode[0].paymentValue'],
      [
        [
          { paymentValue: 'Card', amount: 1 },
          { paymentValue: 'PayLater', amount: 0 },
        ],
        'countedByMode[1].paymentValue',
      ],
      [
        [
          { paymentValue: 'Card', amount: 1 },
          { paymentValue: 'card', amount: 2 },
        ],
        'countedByMode[1].paymentValue',
      ],
      [[{ paymentValue: 'Card', amount: -1 }], 'countedByMode[0].amount'],
    ] as const;
    for (const [countedByMode, field] of cases) {
      const res = await close(token, session.id, { closingBalance: 1550, countedByMode });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(field);
      expect(res.body.errordesc!.startsWith(field)).toBe(true);
    }
    const [row] = await t.database.db.select().from(cashSessions).where(eq(cashSessions.id, session.id));
    expect(row!.status).toBe('Open');
  });
});

describe('K5 EditCashRegister', () => {
  it('recomputes the difference from a corrected count, and the expected cash from a corrected float', async () => {
    const { token, session } = await busySession();
    await ok(await close(token, session.id, { closingBalance: 1540 }));
    const recount = await ok(await edit(owner.token, session.id, { closingBalance: 1550 }));
    expect(recount).toMatchObject({ closingBalance: 1550, expectedCash: 1550, difference: 0, openingBalance: 1000 });
    const float = await ok(await edit(owner.token, session.id, { openingBalance: 1010.25, note: 'Safe had 1010.25' }));
    expect(float).toMatchObject({ openingBalance: 1010.25, expectedCash: 1560.25, closingBalance: 1550, difference: -10.25, note: 'Safe had 1010.25' });
    expect(float.modes[0]).toEqual({ paymentValue: 'Cash', expected: 1560.25, counted: 1550, difference: -10.25 });
    const cleared = await ok(await edit(token, session.id, { note: null }));
    expect(cleared).toMatchObject({ note: null, difference: -10.25, totalSales: 1070 });
  });

  it('lets only an Owner or Admin change a closed shift’s counts, and audits the change with the figures before', async () => {
    const { token, session } = await busySession();
    // The cashier counted 550 short, then tried to raise the count to hide it before the owner approved the shift.
    await ok(await close(token, session.id, { closingBalance: 1000 }));
    for (const body of [{ closingBalance: 1550 }, { openingBalance: 0 }]) {
      const raised = await edit(token, session.id, body);
      expect(raised.status).toBe(403);
      expect(raised.body.code).toBe('FORBIDDEN');
    }
    const [kept] = await t.database.db.select().from(cashSessions).where(eq(cashSessions.id, session.id));
    expect(kept).toMatchObject({ status: 'Closed', closingBalance: 1000, openingBalance: 1000, difference: -550 });
    // Their note, and the figures sent back unchanged (the edit dialog sends the float), are still theirs to save.
    await ok(await edit(token, session.id, { openingBalance: 1000, closingBalance: 1000, note: 'Short: owner told' }));

    const admin = await createMember(t, owner, { roleTypes: 'Admin' });
    const corrected = await ok(await edit(admin.token, session.id, { closingBalance: 1500 }));
    expect(corrected).toMatchObject({ closingBalance: 1500, difference: -50, note: 'Short: owner told' });
    const [log] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'cash-session'), eq(auditLog.action, 'update'), eq(auditLog.userId, admin.userId)));
    expect(log).toMatchObject({
      entityId: String(session.id),
      detail: { before: { closingBalance: 1000 }, changes: { closingBalance: 1500, difference: -50 } },
    });
  });

  it('edits an Open session’s float and note only: the live figures follow, closingBalance is 400', async () => {
    const { token, session } = await busySession();
    const edited = await ok(await edit(token, session.id, { openingBalance: 900 }));
    expect(edited).toMatchObject({ status: 'Open', openingBalance: 900, expectedCash: 1450, difference: null, note: 'Float from the safe' });
    const res = await edit(token, session.id, { closingBalance: 1450 });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('closingBalance');
    expect(res.body.errordesc).toMatch(/^closingBalance /);
  });

  it('refuses an Approved session with 409 INVALID_STATE, on K5 and on K4', async () => {
    const { token, session } = await busySession();
    await ok(await close(token, session.id, { closingBalance: 1550 }));
    await t.database.db
      .update(cashSessions)
      .set({ status: 'Approved', approvedById: owner.userId, approvedAt: new Date() })
      .where(eq(cashSessions.id, session.id));
    for (const res of [await edit(token, session.id, { note: 'Too late' }), await close(token, session.id, { closingBalance: 1 })]) {
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('INVALID_STATE');
    }
    const [row] = await t.database.db.select().from(cashSessions).where(eq(cashSessions.id, session.id));
    expect(row).toMatchObject({ status: 'Approved', note: 'Float from the safe', closingBalance: 1550 });
  });
});
