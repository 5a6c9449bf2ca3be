import { afterEach, describe, expect, it } from 'vitest';
import { addMonthUtc } from '@dukani/domain';
import { getBillingStatus, getInvoiceDetails, getTotalBill, upgradePlan } from '@dukani/contracts';
import { clock } from '../../lib/clock';
import { useTestApp } from '../../../test/helper';
import type { Owner } from '../../../test/fixtures';
import { invoicesOf, payBill, planIdOf, setPlanEnd, tenantOf, writeOutsideTill } from '../../../test/billing';
import { runBillingCycle } from './run-billing-cycle';

/** Issue 32, item 1: a change of plan never moves the paid-until date and never counts as a payment. */
const t = useTestApp();
afterEach(() => clock.setOffset(0));

const switchTo = (owner: Owner, planId: number) => t.call(upgradePlan, { token: owner.token, body: { businessId: owner.businessId, planId } });
const status = async (owner: Owner) => (await t.call(getBillingStatus, { token: owner.token, params: { tenantId: owner.tenantId } })).body.result!;
const bill = async (owner: Owner) => (await t.call(getTotalBill, { token: owner.token, params: { businessId: owner.businessId } })).body.result!;
const statuses = async (owner: Owner) => (await invoicesOf(t, owner)).map((row) => [row.kind, row.planId, row.amount, row.status]);

async function ownerEndingIn(days: number, planCode = 'business') {
  const owner = await t.owner({ planCode });
  const end = (await setPlanEnd(t, owner, days))!;
  return { owner, end };
}

describe('G9 switching to the free plan and back', () => {
  it('four round trips leave the paid-until date, the plan and the bill as they were', async () => {
    const { owner, end } = await ownerEndingIn(30);
    const [starter, business] = [await planIdOf(t, 'starter'), await planIdOf(t, 'business')];
    for (let trip = 0; trip < 4; trip++) {
      const down = await switchTo(owner, starter);
      expect(down.status, JSON.stringify(down.body)).toBe(200);
      expect(down.body.result).toMatchObject({
        currentPlan: { name: 'Business', expiresOn: end.toISOString() },
        invoice: null,
        pendingChange: { kind: 'Downgrade', planName: 'Starter', effectiveOn: end.toISOString(), invoiceNo: null, amount: 0 },
      });
      // Until the paid time ends the shop keeps what it paid for.
      expect((await writeOutsideTill(t, owner)).status).toBe(200);
      const back = await switchTo(owner, business);
      expect(back.status, JSON.stringify(back.body)).toBe(200);
      expect(back.body.result).toMatchObject({ currentPlan: { name: 'Business', expiresOn: end.toISOString() }, invoice: null, pendingChange: null });
    }
    expect((await tenantOf(t, owner)).planExpiresOn).toEqual(end);
    expect(await invoicesOf(t, owner)).toEqual([]);
    expect(await bill(owner)).toMatchObject({ totalDue: 0, unpaidInvoices: 0, pendingChange: null });
  });

  it('a locked shop stays locked whatever it switches to; only a payment opens it', async () => {
    const { owner, end } = await ownerEndingIn(-10);
    await runBillingCycle(t.database.db);
    const [starter, business, enterprise] = [await planIdOf(t, 'starter'), await planIdOf(t, 'business'), await planIdOf(t, 'enterprise')];
    expect((await writeOutsideTill(t, owner)).body.code).toBe('PLAN_EXPIRED');

    const free = await switchTo(owner, starter);
    expect(free.status).toBe(409);
    expect(free.body).toMatchObject({ code: 'INVALID_STATE', errordesc: expect.stringContaining('pay the open invoice first') });

    // A dearer plan is a month of it from the day it is paid: until then nothing changes.
    const up = await switchTo(owner, enterprise);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.result).toMatchObject({
      businessStatus: 'Expired',
      currentPlan: { name: 'Business', expiresOn: end.toISOString() },
      invoice: { amount: 4500, status: 'Unpaid', planId: enterprise },
      pendingChange: { kind: 'NewMonth', planName: 'Enterprise', amount: 4500, balance: 4500 },
    });
    expect((await writeOutsideTill(t, owner)).body.code).toBe('PLAN_EXPIRED');
    // The month from now replaces the lapsed month's renewal; switching back brings that renewal back.
    expect(await statuses(owner)).toEqual([
      ['Renewal', business, 1500, 'Cancelled'],
      ['Upgrade', enterprise, 4500, 'Unpaid'],
    ]);
    expect((await switchTo(owner, business)).body.result).toMatchObject({ invoice: null, pendingChange: null, businessStatus: 'Expired' });
    expect((await statuses(owner)).map((row) => row[3])).toEqual(['Cancelled', 'Cancelled', 'Unpaid']);
    expect((await switchTo(owner, starter)).status).toBe(409);
    expect((await writeOutsideTill(t, owner)).body.code).toBe('PLAN_EXPIRED');
    expect((await tenantOf(t, owner)).planExpiresOn).toEqual(end);

    await switchTo(owner, enterprise);
    await payBill(t, owner, 4500);
    const paid = await status(owner);
    expect(paid).toMatchObject({ businessStatus: 'Active', currentPlan: { name: 'Enterprise' } });
    expect(new Date(paid.currentPlan.expiresOn!).getTime()).toBeGreaterThan(clock.now().getTime() + 27 * 86_400_000);
    expect((await writeOutsideTill(t, owner)).status).toBe(200);
  });
});

describe('G9 upgrades: the modules come with the payment', () => {
  it('from the free plan: a month of the new plan, applied on payment and running a month from it', async () => {
    const owner = await t.owner({ planCode: 'starter' });
    const business = await planIdOf(t, 'business');
    expect((await writeOutsideTill(t, owner)).body.code).toBe('PLAN_MODULE');
    const up = await switchTo(owner, business);
    expect(up.body.result).toMatchObject({ currentPlan: { name: 'Starter', expiresOn: null }, invoice: { amount: 1500 }, pendingChange: { kind: 'NewMonth' } });
    expect((await writeOutsideTill(t, owner)).body.code).toBe('PLAN_MODULE');
    await payBill(t, owner, 1000);
    expect(await bill(owner)).toMatchObject({ totalDue: 500, pendingChange: { planName: 'Business', balance: 500 } });
    expect((await status(owner)).currentPlan.name).toBe('Starter');

    clock.setOffset(3 * 86_400_000);
    await payBill(t, owner, 500);
    const after = await status(owner);
    expect(after).toMatchObject({ businessStatus: 'Active', currentPlan: { name: 'Business' } });
    const paidAt = clock.now().getTime();
    expect(new Date(after.currentPlan.expiresOn!).getTime()).toBeGreaterThan(addMonthUtc(new Date(paidAt - 60_000)).getTime());
    expect((await writeOutsideTill(t, owner)).status).toBe(200);
    expect(await bill(owner)).toMatchObject({ totalDue: 0, pendingChange: null });
  });

  it('while paid time runs: the difference up to the paid-until date, which stays where it is', async () => {
    const { owner, end } = await ownerEndingIn(15);
    const enterprise = await planIdOf(t, 'enterprise');
    const up = await switchTo(owner, enterprise);
    expect(up.body.result).toMatchObject({
      currentPlan: { name: 'Business', maxUsers: 10, expiresOn: end.toISOString() },
      invoice: { amount: 1500, status: 'Unpaid', planId: enterprise },
      pendingChange: { kind: 'Upgrade', planName: 'Enterprise', lapsesOn: end.toISOString(), amount: 1500 },
    });
    const details = await t.call(getInvoiceDetails, {
      token: owner.token,
      body: { businessId: owner.businessId, invoiceId: up.body.result!.invoice!.invoiceId },
    });
    expect(details.body.result!.lines).toEqual([
      { description: expect.stringMatching(/^Enterprise plan instead of Business, .* \(15 days\)$/), quantity: 1, unitPrice: 1500, amount: 1500 },
    ]);
    await payBill(t, owner, 1500);
    expect(await status(owner)).toMatchObject({ currentPlan: { name: 'Enterprise', maxUsers: 100, expiresOn: end.toISOString() } });
    // The next month is the new plan's.
    clock.setOffset(9 * 86_400_000);
    await runBillingCycle(t.database.db);
    expect((await invoicesOf(t, owner)).map((row) => [row.kind, row.amount, row.status])).toEqual([
      ['Upgrade', 1500, 'Paid'],
      ['Renewal', 4500, 'Unpaid'],
    ]);
  });

  it('pays the upgrade before the renewal, and the old plan renewal gives way to the new one', async () => {
    const { owner, end } = await ownerEndingIn(5);
    await runBillingCycle(t.database.db);
    const [business, enterprise] = [await planIdOf(t, 'business'), await planIdOf(t, 'enterprise')];
    await switchTo(owner, enterprise);
    expect(await bill(owner)).toMatchObject({ totalDue: 2000, unpaidInvoices: 2 });
    await payBill(t, owner, 2000);
    expect(await statuses(owner)).toEqual([
      ['Renewal', business, 1500, 'Cancelled'],
      ['Upgrade', enterprise, 500, 'Paid'],
      ['Renewal', enterprise, 4500, 'PartPaid'],
    ]);
    expect(await bill(owner)).toMatchObject({ totalDue: 3000, pendingChange: null });
    expect((await tenantOf(t, owner)).planExpiresOn).toEqual(end);
  });
});
