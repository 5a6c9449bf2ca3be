import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  addCustomerCredit,
  cancelStkPush,
  getCreditHistory,
  getPosPaymentModes,
  getStkPushStatus,
  saveCashRegisterSettings,
  startStkPush,
  type CashRegisterSettings,
} from '@dukani/contracts';
import { addCustomer } from '@dukani/test-factories';
import { buildAirtelSimulator, buildMomoSimulator, type AirtelSimulator, type MomoSimulator } from '@dukani/mobile-money/simulator';
import { OutboxSms } from '@dukani/sms';
import { auditLog, stkRequests } from '../../db/schema';
import { drainOutboxOnce } from '../../jobs/outbox-worker';
import { jobRegistry } from '../../jobs/registry';
import { useTestApp } from '../../../test/helper';
import { postSale } from '../../../test/sales';
import type { Owner } from '../../../test/fixtures';

const KEY = 'test-callback-key-0123456789';
let momo: MomoSimulator;
let airtel: AirtelSimulator;
const urls = { momo: '', airtel: '' };
let ug: Owner;
let rw: Owner;

/** The simulators' callbacks go straight into the app under test, with their own HTTP method. */
const intoApp = async (url: string, body: unknown, method: 'POST' | 'PUT') => {
  const target = new URL(url);
  const res = await t.app.inject({ method, url: `${target.pathname}${target.search}`, payload: body as object });
  return { status: res.statusCode, body: res.json() as unknown };
};

beforeAll(async () => {
  momo = buildMomoSimulator({ timeScale: 'manual', deliverCallback: intoApp });
  airtel = buildAirtelSimulator({ timeScale: 'manual', callbackUrl: `http://pos.test/api/MobileMoney/AirtelCallback?key=${KEY}`, deliverCallback: intoApp });
  urls.momo = await momo.app.listen({ host: '127.0.0.1', port: 0 });
  urls.airtel = await airtel.app.listen({ host: '127.0.0.1', port: 0 });
});
const t = useTestApp(() => ({ MOMO_BASE_URL: urls.momo, AIRTEL_BASE_URL: urls.airtel, MPESA_CALLBACK_KEY: KEY, PUBLIC_URL: 'http://pos.test' }));

async function shop(country: 'UG' | 'RW', settings: Partial<CashRegisterSettings>) {
  const owner = await t.owner({ country });
  const saved = await t.call(saveCashRegisterSettings, { token: owner.token, body: { businessId: owner.businessId, mobileMoneyEnabled: true, ...settings } });
  expect(saved.status, saved.body.errordesc).toBe(200);
  return owner;
}
beforeAll(async () => {
  ug = await shop('UG', { mtnMomoEnabled: true });
  rw = await shop('RW', { airtelMoneyEnabled: true });
});
afterAll(async () => {
  await momo.app.close();
  await airtel.app.close();
});
beforeEach(() => {
  momo.control.reset();
  airtel.control.reset();
});

/** UG MTN numbers 0772…, RW Airtel numbers 0732…: the last two digits choose the scenario (A.9, B.6). */
const phoneOf = (owner: Owner, ending: string) => (owner === ug ? `0772 123 4${ending}` : `0732 123 4${ending}`);
const push = (owner: Owner, body: { phoneNumber: string; amount: number; provider?: 'MtnMomo' | 'AirtelMoney' | 'Mpesa'; customerId?: number }) =>
  t.call(startStkPush, { token: owner.token, params: { businessId: owner.businessId }, body, idempotencyKey: crypto.randomUUID() });
async function prompt(owner: Owner, ending: string, amount = 5000) {
  const res = await push(owner, { phoneNumber: phoneOf(owner, ending), amount });
  expect(res.status, res.body.errordesc).toBe(200);
  return res.body.result!.CheckoutRequestID;
}
const status = async (owner: Owner, id: string) => (await t.call(getStkPushStatus, { token: owner.token, params: { CheckoutRequestID: id } })).body.result!;
const rowOf = async (id: string) => (await t.database.db.select().from(stkRequests).where(eq(stkRequests.checkoutRequestId, id)))[0]!;
const advanceBoth = async (ms: number) => {
  await momo.control.advance(ms);
  await airtel.control.advance(ms);
};
const quickSale = (owner: Owner, paymentValue: string, referenceNumber: string, amount = 5000) =>
  postSale(
    t,
    owner,
    {
      businessId: owner.businessId,
      itemList: [{ productId: 0, name: 'Sugar 1 kg', quantity: 1, calcPrice: amount, taxRate: 0.18, taxInclusive: true }],
      paymentSummary: [{ paymentValue, amount, referenceNumber }],
      totalPaid: amount,
      balance: 0,
    },
    { quick: true },
  );

describe('J1 and J4 for Uganda and Rwanda', () => {
  it('J1 offers each shop the providers it turned on', async () => {
    const values = async (owner: Owner) =>
      (await t.call(getPosPaymentModes, { token: owner.token, params: { businessId: owner.businessId } })).body.result!.paymentModes.map((m) => m.paymentValue);
    expect(await values(ug)).toContain('MtnMomo');
    expect(await values(ug)).not.toContain('AirtelMoney');
    expect(await values(rw)).toContain('AirtelMoney');
  });

  it('refusals: a foreign phone is 400 on phoneNumber, a fraction 400 on amount, a provider not turned on 409', async () => {
    const foreign = await push(ug, { phoneNumber: '+254712345600', amount: 5000 });
    expect([foreign.status, foreign.body.field]).toEqual([400, 'phoneNumber']);
    const fraction = await push(rw, { phoneNumber: phoneOf(rw, '00'), amount: 2500.5 });
    expect([fraction.status, fraction.body.field]).toEqual([400, 'amount']);
    const off = await push(rw, { phoneNumber: phoneOf(rw, '00'), amount: 2500, provider: 'MtnMomo' });
    expect([off.status, off.body.code]).toEqual([409, 'INVALID_STATE']);
    const mpesa = await push(ug, { phoneNumber: phoneOf(ug, '00'), amount: 2500, provider: 'Mpesa' });
    expect(mpesa.status).toBe(409);
    // MTN's submit-time refusal (04) sent no prompt: 409, and nothing is left behind.
    const before = await t.database.db.select().from(stkRequests);
    const refused = await push(ug, { phoneNumber: phoneOf(ug, '04'), amount: 5000 });
    expect([refused.status, refused.body.code]).toEqual([409, 'INVALID_STATE']);
    expect(await t.database.db.select().from(stkRequests)).toHaveLength(before.length);
  });

  it('J6 stops the wait on a prompt that stays pending (MoMo 07, Airtel 02)', async () => {
    for (const [owner, ending] of [
      [ug, '07'],
      [rw, '02'],
    ] as const) {
      const id = await prompt(owner, ending);
      await advanceBoth(60_000);
      const cancelled = await t.call(cancelStkPush, { token: owner.token, params: { CheckoutRequestID: id }, body: { businessId: owner.businessId } });
      expect(cancelled.body.result).toMatchObject({ status: 'Cancelled', provider: owner === ug ? 'MtnMomo' : 'AirtelMoney' });
    }
  });
});

describe.each([
  ['UG, MTN MoMo', () => ug, 'MtnMomo', /^\d{10}$/],
  ['RW, Airtel Money', () => rw, 'AirtelMoney', /^MP\d{6}\.\d{4}\.A\d{5}$/],
] as const)('%s', (_label, ownerOf, provider, idShape) => {
  it('paid: the callback, confirmed by a status check, makes it Paid; K1 takes the transaction id once', async () => {
    const owner = ownerOf();
    const id = await prompt(owner, '00');
    expect(await status(owner, id)).toMatchObject({ status: 'Pending', provider });
    await advanceBoth(3_000);
    const paid = await status(owner, id);
    expect(paid).toMatchObject({ status: 'Paid', provider, amount: 5000 });
    expect(paid.paymentCode).toMatch(idShape);
    const sale = await quickSale(owner, provider, paid.paymentCode!);
    expect(sale.status, sale.body.errordesc).toBe(200);
    const again = await quickSale(owner, provider, paid.paymentCode!);
    expect([again.status, again.body.field]).toEqual([400, 'paymentSummary[0].referenceNumber']);
    const asMpesa = await quickSale(owner, 'StkPush', paid.paymentCode!);
    expect(asMpesa.status).toBe(400);
  });

  it('declined: the customer says no and the prompt ends unpaid', async () => {
    const owner = ownerOf();
    const id = await prompt(owner, '01');
    await advanceBoth(3_000);
    expect((await status(owner, id)).status).toBe(provider === 'MtnMomo' ? 'Cancelled' : 'Failed');
  });

  it('no callback: the poll job asks the provider and finds it paid', async () => {
    const owner = ownerOf();
    const id = await prompt(owner, '05');
    await advanceBoth(3_000);
    expect((await status(owner, id)).status).toBe('Pending');
    const services = { sms: new OutboxSms(), mpesa: t.app.mpesa, momo: t.app.momo, airtel: t.app.airtel, etims: t.app.etims };
    await drainOutboxOnce(t.database.db, { jobs: jobRegistry, services }, { now: new Date(Date.now() + 25_000) });
    expect(await status(owner, id)).toMatchObject({ status: 'Paid', provider });
  });

  it('the callback twice is recorded once; a different amount is held for review, not paid', async () => {
    const owner = ownerOf();
    const twice = await prompt(owner, '06');
    const different = await prompt(owner, '12', 5000);
    await advanceBoth(3_000);
    const sim = provider === 'MtnMomo' ? momo.control.callbacks : airtel.control.callbacks;
    expect(sim.filter((c) => JSON.stringify(c.body).includes(twice)).map((c) => c.response?.status)).toEqual([200, 200]);
    const row = await rowOf(twice);
    expect(row.status).toBe('Paid');
    const results = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'stk-request'), eq(auditLog.entityId, String(row.id)), eq(auditLog.action, 'result')));
    expect(results).toHaveLength(1);
    expect(await rowOf(different)).toMatchObject({ status: 'Failed', needsReview: true, paidAmount: 4900 });
  });

  it('a customer pays a debt from their page by the same prompt', async () => {
    const owner = ownerOf();
    const customer = await addCustomer(t.transport, owner, { phoneNumber: phoneOf(owner, '00') });
    await t.call(addCustomerCredit, { token: owner.token, params: { customerId: customer.id }, body: { credit: 3000 } });
    const res = await push(owner, { phoneNumber: phoneOf(owner, '00'), amount: 3000, customerId: customer.id });
    expect(res.status, res.body.errordesc).toBe(200);
    await advanceBoth(3_000);
    const history = (await t.call(getCreditHistory, { token: owner.token, params: { customerId: customer.id } })).body.result!;
    expect(history.filter((h) => h.paymentModes === provider)).toHaveLength(1);
    // The debt has the money: its transaction id is no sale's payment (issue 32).
    const [debtPrompt] = await t.database.db.select().from(stkRequests).where(eq(stkRequests.customerId, customer.id));
    const sale = await quickSale(owner, provider, debtPrompt!.receiptNumber!, 3000);
    expect([sale.status, sale.body.field]).toEqual([400, 'paymentSummary[0].referenceNumber']);
  });
});

describe('Q4 and Q5 callbacks', () => {
  it('a wrong key is 403 BAD_CALLBACK_KEY; MoMo takes PUT and POST; unknown ids are acknowledged', async () => {
    for (const [method, url] of [
      ['PUT', '/api/MobileMoney/MtnMomoCallback'],
      ['POST', '/api/MobileMoney/MtnMomoCallback'],
      ['POST', '/api/MobileMoney/AirtelCallback'],
    ] as const) {
      const bad = await t.app.inject({ method, url: `${url}?key=wrong`, payload: { externalId: 'x', status: 'SUCCESSFUL' } });
      expect([bad.statusCode, bad.json<{ code: string }>().code]).toEqual([403, 'BAD_CALLBACK_KEY']);
      const unknown = await t.app.inject({ method, url: `${url}?key=${KEY}`, payload: { externalId: 'nope', transaction: { id: 'nope', status_code: 'TS' } } });
      expect(unknown.statusCode).toBe(200);
    }
  });
});
