import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addMonthUtc, businessDateOf } from '@dukani/domain';
import { getBillingStatus, getInvoiceDetails, getTotalBill, upgradePlan } from '@dukani/contracts';
import { addProduct } from '@dukani/test-factories';
import { notifications } from '../../db/schema';
import { clock } from '../../lib/clock';
import { useTestApp } from '../../../test/helper';
import type { Owner } from '../../../test/fixtures';
import { invoicesOf, payBill, planIdOf, setPlanEnd, tenantOf, writeOutsideTill } from '../../../test/billing';
import { runBillingCycle } from './run-billing-cycle';

/** Issue 32, item 1: downgrades wait for the end of the paid time; cancelling moves no date; expiry. */
const t = useTestApp();
afterEach(() => clock.setOffset(0));
const DAY = 86_400_000;

const switchTo = (owner: Owner, planId: number) => t.call(upgradePlan, { token: owner.token, body: { businessId: owner.businessId, planId } });
const status = async (owner: Owner) => (await t.call(getBillingStatus, { token: owner.token, params: { tenantId: owner.tenantId } })).body.result!;
const bill = async (owner: Owner) => (await t.call(getTotalBill, { token: owner.token, params: { businessId: owner.businessId } })).body.result!;
const statuses = async (owner: Owner) => (await invoicesOf(t, owner)).map((row) => [row.kind, row.amount, row.status]);
const cycleAt = (days: number) => {
  clock.setOffset(days * DAY);
  return runBillingCycle(t.database.db);
};

async function ownerEndingIn(days: number, planCode = 'business') {
  const owner = await t.owner({ planCode });
  const end = (await setPlanEnd(t, owner, days))!;
  return { owner, end };
}

describe('G9 downgrades take effect at the end of the paid time', () => {
  it('to the free plan: nothing billed, the paid modules kept until the end, then a plan with no end', async () => {
    const { owner, end } = await ownerEndingIn(5);
    await runBillingCycle(t.database.db);
    const starter = await planIdOf(t, 'starter');
    const down = await switchTo(owner, starter);
    expect(down.body.result).toMatchObject({
      currentPlan: { name: 'Business' },
      invoice: null,
      pendingChange: { kind: 'Downgrade', effectiveOn: end.toISOString() },
    });
    // The renewal of a plan that will not run is withdrawn.
    expect(await statuses(owner)).toEqual([['Renewal', 1500, 'Cancelled']]);
    expect(await bill(owner)).toMatchObject({ totalDue: 0, pendingChange: { planName: 'Starter' } });

    await cycleAt(4);
    expect((await status(owner)).currentPlan.name).toBe('Business');
    expect((await writeOutsideTill(t, owner)).status).toBe(200);
    await cycleAt(6);
    expect(await status(owner)).toMatchObject({ businessStatus: 'Active', currentPlan: { name: 'Starter', expiresOn: null } });
    expect((await writeOutsideTill(t, owner)).body.code).toBe('PLAN_MODULE');
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.businessId, owner.businessId));
    expect(notes.map((note) => note.title)).toContain('Your plan has changed');

    // A free plan never lapses and is never billed.
    await cycleAt(90);
    expect(await statuses(owner)).toEqual([['Renewal', 1500, 'Cancelled']]);
    expect((await status(owner)).businessStatus).toBe('Active');
    await addProduct(t.transport, owner, { name: 'Sugar 1kg' });
  });

  it('to a cheaper plan: its renewal is the next month, paid as usual; once paid the switch stands', async () => {
    const { owner, end } = await ownerEndingIn(20, 'enterprise');
    const [business, enterprise] = [await planIdOf(t, 'business'), await planIdOf(t, 'enterprise')];
    await switchTo(owner, business);
    await cycleAt(14);
    expect(await statuses(owner)).toEqual([['Renewal', 1500, 'Unpaid']]);
    // The week's warning says what happens at the end rather than "pay to keep using Dukani".
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.businessId, owner.businessId));
    expect(notes.map((note) => note.message)).toContain(`Your Enterprise plan ends on ${businessDateOf('KE', end)}, and Business starts then.`);
    await payBill(t, owner, 1500);
    const paidUntil = addMonthUtc(end);
    expect(await status(owner)).toMatchObject({ currentPlan: { name: 'Enterprise', expiresOn: paidUntil.toISOString() } });
    const back = await switchTo(owner, enterprise);
    expect(back.status).toBe(409);
    expect(back.body).toMatchObject({ code: 'INVALID_STATE', errordesc: expect.stringContaining('already paid for the Business plan') });

    await cycleAt(21);
    expect(await status(owner)).toMatchObject({ currentPlan: { name: 'Business', expiresOn: paidUntil.toISOString() } });
    expect(await bill(owner)).toMatchObject({ pendingChange: null });
  });
});

describe('G9 with the current plan cancels a waiting change', () => {
  it('leaves every date where it was and gives money paid on the change back as credit', async () => {
    const { owner, end } = await ownerEndingIn(3);
    await runBillingCycle(t.database.db);
    const [business, enterprise] = [await planIdOf(t, 'business'), await planIdOf(t, 'enterprise')];
    expect((await switchTo(owner, business)).body.code).toBe('INVALID_STATE');
    const up = await switchTo(owner, enterprise);
    expect(up.body.result!.invoice).toMatchObject({ amount: 300 });
    expect((await switchTo(owner, enterprise)).body).toMatchObject({ code: 'INVALID_STATE', errordesc: expect.stringContaining('already waiting') });
    await payBill(t, owner, 200);

    const cancel = await switchTo(owner, business);
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(cancel.body.result).toMatchObject({ currentPlan: { name: 'Business', expiresOn: end.toISOString() }, invoice: null, pendingChange: null });
    expect((await tenantOf(t, owner)).planExpiresOn).toEqual(end);
    expect(await statuses(owner)).toEqual([
      ['Renewal', 1500, 'PartPaid'],
      ['Upgrade', 300, 'Cancelled'],
    ]);
    const [renewal, upgrade] = await invoicesOf(t, owner);
    const details = async (invoiceId: number) =>
      (await t.call(getInvoiceDetails, { token: owner.token, body: { businessId: owner.businessId, invoiceId } })).body.result!;
    expect(await details(upgrade!.id)).toMatchObject({ amountPaid: 0, balance: 0, payments: [] });
    expect(await details(renewal!.id)).toMatchObject({ amountPaid: 200, balance: 1300, payments: [{ amount: 200 }] });
  });
});

describe('expiry', () => {
  it('an upgrade unpaid by the end lapses; the shop expires, locks, and a payment alone restores it', async () => {
    const { owner } = await ownerEndingIn(2);
    await runBillingCycle(t.database.db);
    const enterprise = await planIdOf(t, 'enterprise');
    await switchTo(owner, enterprise);

    await cycleAt(3);
    expect(await bill(owner)).toMatchObject({ pendingChange: null, totalDue: 1500 });
    expect(await status(owner)).toMatchObject({ businessStatus: 'Expired', currentPlan: { name: 'Business' } });
    // Money now goes to the month that is owed, not to the lapsed upgrade.
    await payBill(t, owner, 200);
    expect(await statuses(owner)).toEqual([
      ['Renewal', 1500, 'PartPaid'],
      ['Upgrade', 200, 'Cancelled'],
    ]);
    expect((await status(owner)).businessStatus).toBe('Expired');

    clock.setOffset(10 * DAY);
    expect((await writeOutsideTill(t, owner)).body.code).toBe('PLAN_EXPIRED');
    const again = await switchTo(owner, enterprise);
    // The renewal's 200 moves to the month of the new plan that replaces it.
    expect(again.body.result).toMatchObject({ invoice: { amount: 4500, amountPaid: 200, balance: 4300 }, pendingChange: { kind: 'NewMonth', balance: 4300 } });
    expect((await writeOutsideTill(t, owner)).body.code).toBe('PLAN_EXPIRED');
    await payBill(t, owner, 4300);
    expect(await status(owner)).toMatchObject({ businessStatus: 'Active', currentPlan: { name: 'Enterprise', planId: enterprise } });
    expect((await writeOutsideTill(t, owner)).status).toBe(200);
  });
});
