import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BillingStatus, BillingSummary, Invoice, InvoiceDetails, Plan, StkStarted, StkStatus } from '@dukani/contracts';

interface Page<T> {
  data: T[];
  totalRecords: number;
}
import { buildDarajaSimulator, type DarajaSimulator } from '@dukani/mobile-money/simulator';
import { billingPayments, notifications, tenants } from '../../db/schema';
import { clock } from '../../lib/clock';
import { useTestApp, call } from '../../../test/helper';
import { createMember, createOwner, type Owner } from '../../../test/fixtures';
import { runBillingCycle } from './run-billing-cycle';
import { addProduct, cashSale, postSale } from '@dukani/test-factories';

const KEY = 'test-callback-key-0123456789';
const PAYBILL = '600100';
const DAY = 86_400_000;
let sim: DarajaSimulator;
let simUrl = '';

beforeAll(async () => {
  sim = buildDarajaSimulator({
    timeScale: 'manual',
    deliverCallback: async (url, body) => {
      const target = new URL(url);
      const res = await t.app.inject({ method: 'POST', url: `${target.pathname}${target.search}`, payload: body as object });
      return { status: res.statusCode, body: res.json() };
    },
  });
  simUrl = await sim.app.listen({ host: '127.0.0.1', port: 0 });
});
const t = useTestApp(() => ({ MPESA_BASE_URL: simUrl, MPESA_CALLBACK_KEY: KEY, PUBLIC_URL: 'http://pos.test', MPESA_BILLING_SHORTCODE: PAYBILL }));
afterAll(async () => {
  await sim.app.close();
});
afterEach(() => clock.setOffset(0));

const idem = () => ({ 'idempotency-key': crypto.randomUUID() });
/** A tenant whose plan ends `days` from the billing clock's now. */
async function ownerEndingIn(days: number): Promise<Owner> {
  const owner = await createOwner(t);
  await t.database.db
    .update(tenants)
    .set({ planExpiresOn: new Date(clock.now().getTime() + days * DAY) })
    .where(eq(tenants.id, owner.tenantId));
  return owner;
}
const expiresOn = async (owner: Owner) => (await t.database.db.select().from(tenants).where(eq(tenants.id, owner.tenantId)))[0]!.planExpiresOn!;
const invoices = (owner: Owner) => call<Page<Invoice>>(t.app, 'POST', `/api/Billing/GetInvoices/${owner.businessId}`, { token: owner.token, body: {} });
const summary = (owner: Owner) => call<BillingSummary>(t.app, 'GET', `/api/Billing/GetTotalBill/${owner.businessId}`, { token: owner.token });
const status = (owner: Owner) => call<BillingStatus>(t.app, 'GET', `/api/Business/GetBillingStatus/${owner.tenantId}`, { token: owner.token });
/** Q2: a payment to the paybill with the owner's account number (G3's accountReference), as G6 requires. */
const paybill = (owner: Owner, transId: string, amount: number, shortCode = PAYBILL) =>
  t.app.inject({
    method: 'POST',
    url: `/api/Mpesa/C2BConfirmation?key=${KEY}`,
    payload: {
      TransactionType: 'Pay Bill',
      TransID: transId,
      TransTime: '20261122101500',
      TransAmount: amount.toFixed(2),
      BusinessShortCode: shortCode,
      BillRefNumber: `DK${owner.tenantId}`,
      MSISDN: '254712345678',
    },
  });
const claim = (owner: Owner, paymentCode: string, amount: number) =>
  call<{ applied: number; invoices: Invoice[] }>(t.app, 'POST', '/api/Billing/MakePayment', {
    token: owner.token,
    body: { businessId: owner.businessId, paymentCode, amount, phoneNumber: '0712345678' },
    headers: idem(),
  });
/** A new expense category: a write of the expenses module, which a lapsed plan locks. */
const writeOutsideTill = (owner: Owner) =>
  call(t.app, 'POST', `/api/Expense/category/create/${owner.businessId}`, { token: owner.token, body: { name: `Rent ${crypto.randomUUID().slice(0, 8)}` } });
const prompt = (owner: Owner, phone: string, amount: number) =>
  call<StkStarted>(t.app, 'POST', '/api/Billing/PrePayment', {
    token: owner.token,
    body: { businessId: owner.businessId, phoneNumber: phone, amount },
    headers: idem(),
  });
const confirm = (owner: Owner, id: string) => call<StkStatus>(t.app, 'GET', `/api/Billing/ConfirmPayment/${id}`, { token: owner.token });

describe('G4/G5 plans', () => {
  it('lists the plans with their modules and prices; an unknown plan is 404', async () => {
    const owner = await createOwner(t);
    const plans = await call<Plan[]>(t.app, 'GET', '/api/Billing/GetPlans', { token: owner.token });
    expect(plans.body.result!.map((plan) => plan.name)).toEqual(['Starter', 'Business', 'Enterprise']);
    expect(plans.body.result![1]).toMatchObject({ price: 1500, currency: 'KES', period: 'Monthly' });
    const one = await call<Plan>(t.app, 'GET', `/api/Billing/GetPlan/${plans.body.result![0]!.planId}`, { token: owner.token });
    expect(one.body.result!.modules).toEqual(expect.arrayContaining(['pos', 'settings', 'users', 'billing']));
    expect((await call(t.app, 'GET', '/api/Billing/GetPlan/999999', { token: owner.token })).status).toBe(404);
  });
});

describe('the billing cycle and G1–G3, G6', () => {
  it('raises the next invoice once, 7 days before the end, with one warning; a paybill code pays it', async () => {
    const owner = await ownerEndingIn(5);
    const end = await expiresOn(owner);
    await runBillingCycle(t.database.db);
    await runBillingCycle(t.database.db);
    const list = (await invoices(owner)).body.result!;
    expect(list.totalRecords).toBe(1);
    const invoice = list.data[0]!;
    expect(invoice).toMatchObject({
      amount: 1500,
      amountPaid: 0,
      balance: 1500,
      status: 'Unpaid',
      invoiceNo: `INV-${String(invoice.invoiceId).padStart(6, '0')}`,
    });
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.businessId, owner.businessId));
    expect(notes.filter((note) => note.category === 3).map((note) => note.title)).toEqual([`New invoice ${invoice.invoiceNo}`, 'Your plan ends soon']);
    expect((await summary(owner)).body.result).toMatchObject({
      totalDue: 1500,
      overdueAmount: 0,
      unpaidInvoices: 1,
      currency: 'KES',
      nextDueDate: invoice.dueDate,
    });
    const details = await call<InvoiceDetails>(t.app, 'POST', '/api/Billing/GetInvoiceDetails', {
      token: owner.token,
      body: { invoiceId: invoice.invoiceId, businessId: owner.businessId },
    });
    expect(details.body.result!.lines).toEqual([{ description: expect.stringContaining('Business plan'), quantity: 1, unitPrice: 1500, amount: 1500 }]);

    // G6: unknown code 404, a till payment is not the bill's, a different amount names the field.
    expect((await claim(owner, 'QAZ0000000', 1500)).status).toBe(404);
    await paybill(owner, 'QBL1000001', 1500, '600999');
    expect((await claim(owner, 'QBL1000001', 1500)).status).toBe(404);
    await paybill(owner, 'QBL1000002', 1500);
    const wrong = await claim(owner, 'qbl1000002', 1000);
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe('amount');
    const paid = await claim(owner, 'qbl1000002', 1500);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.result).toMatchObject({ applied: 1500, invoices: [{ invoiceId: invoice.invoiceId, status: 'Paid', balance: 0, amountPaid: 1500 }] });
    const again = await claim(owner, 'QBL1000002', 1500);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('DUPLICATE');
    expect((await expiresOn(owner)).getTime()).toBeGreaterThan(end.getTime() + 27 * DAY);
    expect((await summary(owner)).body.result).toMatchObject({ totalDue: 0, unpaidInvoices: 0, nextDueDate: null });
    const withPayment = await call<InvoiceDetails>(t.app, 'POST', '/api/Billing/GetInvoiceDetails', {
      token: owner.token,
      body: { invoiceId: invoice.invoiceId, businessId: owner.businessId },
    });
    expect(withPayment.body.result!.payments).toEqual([{ paymentCode: 'QBL1000002', phoneNumber: '0712345678', amount: 1500, paidOn: expect.any(String) }]);
    // Another tenant cannot see the invoice.
    const stranger = await createOwner(t);
    const foreign = await call(t.app, 'POST', '/api/Billing/GetInvoiceDetails', {
      token: stranger.token,
      body: { invoiceId: invoice.invoiceId, businessId: stranger.businessId },
    });
    expect(foreign.status).toBe(404);
  });

  it('pays the oldest invoices first and keeps an overpayment for the next one', async () => {
    const owner = await ownerEndingIn(3);
    await runBillingCycle(t.database.db);
    await paybill(owner, 'QBL2000001', 2000);
    const paid = await claim(owner, 'QBL2000001', 2000);
    expect(paid.body.result!.applied).toBe(1500);
    // The next month's invoice is raised with 500 already paid on it.
    clock.setOffset(30 * DAY);
    await runBillingCycle(t.database.db);
    const list = (await invoices(owner)).body.result!;
    expect(list.data.map((invoice) => [invoice.status, invoice.amountPaid, invoice.balance])).toEqual([
      ['PartPaid', 500, 1000],
      ['Paid', 1500, 0],
    ]);
  });
});

describe('plan expiry', () => {
  it('Expired after the end; writes outside the till locked after 7 days of grace; an STK payment restores it at once', async () => {
    const owner = await ownerEndingIn(6);
    await runBillingCycle(t.database.db);
    clock.setOffset(7 * DAY);
    expect((await status(owner)).body.result!.businessStatus).toBe('Expired');
    expect((await writeOutsideTill(owner)).status).toBe(200);

    const tea = await addProduct(t.transport, owner, { name: 'Tea', quantity: 10 });
    clock.setOffset(14 * DAY);
    const locked = await writeOutsideTill(owner);
    expect(locked.status).toBe(403);
    expect(locked.body.code).toBe('PLAN_EXPIRED');
    // The till never stops selling; reads, settings and billing keep working.
    const sale = await postSale(t.transport, owner, cashSale(owner, [{ productId: tea.id, quantity: 1, calcPrice: tea.sellingPrice, name: 'Tea' }]));
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    expect((await call(t.app, 'GET', `/api/Expense/category/list/${owner.businessId}`, { token: owner.token })).status).toBe(200);
    const settings = await call(t.app, 'POST', '/api/Settings/SaveCashRegisterSettings', {
      token: owner.token,
      body: { businessId: owner.businessId, mobileMoneyEnabled: true },
    });
    expect(settings.status).toBe(200);
    expect((await invoices(owner)).status).toBe(200);

    // The customer cancels the first prompt, pays the second.
    const cancelled = (await prompt(owner, '0712345601', 1500)).body.result!.CheckoutRequestID;
    const started = await prompt(owner, '0712345600', 1500);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const id = started.body.result!.CheckoutRequestID;
    expect((await confirm(owner, id)).body.result!.status).toBe('Pending');
    await sim.control.advance(5_000);
    expect((await confirm(owner, cancelled)).body.result!.status).toBe('Cancelled');
    const paid = (await confirm(owner, id)).body.result!;
    expect(paid).toMatchObject({ status: 'Paid', amount: 1500 });
    expect((await status(owner)).body.result!.businessStatus).toBe('Active');
    expect((await writeOutsideTill(owner)).status).toBe(200);
    // Exactly once: polling again or a late callback adds nothing.
    await confirm(owner, id);
    const payments = await t.database.db.select().from(billingPayments).where(eq(billingPayments.tenantId, owner.tenantId));
    expect(payments).toHaveLength(1);
    expect(payments[0]!.paymentCode).toBe(paid.paymentCode);
    expect((await summary(owner)).body.result!.totalDue).toBe(0);
    // G8 reads bill prompts only, and only the tenant's own.
    const stranger = await createOwner(t);
    expect((await confirm(stranger, id)).status).toBe(404);
  });
});

describe('G9 upgrade', () => {
  it('Owner only: the difference up to the plan end is invoiced; the plan and its renewal stay until it is paid', async () => {
    const owner = await ownerEndingIn(2);
    const end = await expiresOn(owner);
    await runBillingCycle(t.database.db);
    const plans = (await call<Plan[]>(t.app, 'GET', '/api/Billing/GetPlans', { token: owner.token })).body.result!;
    const enterprise = plans.find((plan) => plan.name === 'Enterprise')!;
    const admin = await createMember(t, owner, { roleTypes: 'Admin' });
    const byAdmin = await call(t.app, 'POST', '/api/Billing/UpgradePlan', {
      token: admin.token,
      body: { businessId: owner.businessId, planId: enterprise.planId },
    });
    expect(byAdmin.status).toBe(403);
    const up = await call<BillingStatus & { invoice: Invoice }>(t.app, 'POST', '/api/Billing/UpgradePlan', {
      token: owner.token,
      body: { businessId: owner.businessId, planId: enterprise.planId },
    });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    // (4500 - 1500) for 2 of 30 days.
    expect(up.body.result).toMatchObject({
      currentPlan: { name: 'Business', expiresOn: end.toISOString() },
      invoice: { amount: 200, status: 'Unpaid', planId: enterprise.planId },
    });
    const list = (await invoices(owner)).body.result!.data;
    expect(list.map((invoice) => invoice.status).sort()).toEqual(['Unpaid', 'Unpaid']);
    expect((await summary(owner)).body.result!.totalDue).toBe(1700);
    const same = await call(t.app, 'POST', '/api/Billing/UpgradePlan', {
      token: owner.token,
      body: { businessId: owner.businessId, planId: enterprise.planId },
    });
    expect(same.status).toBe(409);
  });
});
