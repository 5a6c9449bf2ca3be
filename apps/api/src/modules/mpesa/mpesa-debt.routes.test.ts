import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addCustomerCredit, getCreditDetails, getCreditHistory, getStkPushStatus, saveCashRegisterSettings, startStkPush } from '@dukani/contracts';
import { addCustomer } from '@dukani/test-factories';
import { buildDarajaSimulator, type DarajaSimulator } from '@dukani/mobile-money/simulator';
import { OutboxSms } from '@dukani/sms';
import { customerLedger } from '../../db/schema';
import { drainOutboxOnce } from '../../jobs/outbox-worker';
import { jobRegistry } from '../../jobs/registry';
import { useTestApp } from '../../../test/helper';
import type { Owner } from '../../../test/fixtures';

let sim: DarajaSimulator;
let simUrl = '';
let owner: Owner;
let stranger: Owner;

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
const t = useTestApp(() => ({ MPESA_BASE_URL: simUrl, MPESA_CALLBACK_KEY: 'test-callback-key-0123456789', PUBLIC_URL: 'http://pos.test' }));
beforeAll(async () => {
  owner = await t.owner();
  stranger = await t.owner();
  const saved = await t.call(saveCashRegisterSettings, { token: owner.token, body: { businessId: owner.businessId, mobileMoneyEnabled: true } });
  expect(saved.status, saved.body.errordesc).toBe(200);
});
afterAll(async () => {
  await sim.app.close();
});

let phoneSeq = 0;
/** The last two digits choose the simulator's scenario (specs/mpesa-daraja.md §14.4). */
const phoneEnding = (ending: string) => `0722${String(100 + phoneSeq++).padStart(4, '0')}${ending}`;

async function customerOwing(amount: number) {
  const customer = await addCustomer(t.transport, owner, { phoneNumber: phoneEnding('00') });
  const owed = await t.call(addCustomerCredit, { token: owner.token, params: { customerId: customer.id }, body: { credit: amount } });
  expect(owed.status, owed.body.errordesc).toBe(200);
  return customer;
}
const collect = (customerId: number, amount: number, ending: string, token = owner.token) =>
  t.call(startStkPush, {
    token,
    params: { businessId: owner.businessId },
    body: { phoneNumber: phoneEnding(ending), amount, customerId },
    idempotencyKey: crypto.randomUUID(),
  });
const balanceOf = async (customerId: number) => (await t.call(getCreditDetails, { token: owner.token, params: { customerId } })).body.result!.balance;
const stkRowsOf = async (customerId: number) =>
  (await t.call(getCreditHistory, { token: owner.token, params: { customerId } })).body.result!.filter((row) => row.paymentModes === 'StkPush');

describe('collecting a debt by M-Pesa prompt (J4 with customerId)', () => {
  it('the paid prompt becomes one payment on the ledger, even when M-Pesa calls back twice and the poll asks again', async () => {
    const customer = await customerOwing(700);
    const started = await collect(customer.id, 700, '07');
    expect(started.status, started.body.errordesc).toBe(200);
    const id = started.body.result!.CheckoutRequestID;
    expect(await balanceOf(customer.id)).toBe(700);
    await sim.control.advance(10_000);
    expect(sim.control.findCallbacks({ checkoutRequestId: id }).length).toBe(2);
    // The till's status check and the outbox poll reach the same prompt after both callbacks.
    expect((await t.call(getStkPushStatus, { token: owner.token, params: { CheckoutRequestID: id } })).body.result!.status).toBe('Paid');
    await drainOutboxOnce(t.database.db, { jobs: jobRegistry, services: { sms: new OutboxSms(), mpesa: t.app.mpesa } }, { now: new Date(Date.now() + 60_000) });
    const rows = await stkRowsOf(customer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'Debit', amount: 700, balanceAfter: 0 });
    expect(rows[0]!.note).toMatch(/^M-Pesa [A-Z0-9]{10}$/);
    expect(await balanceOf(customer.id)).toBe(0);
  });

  it('a prompt paid with no callback is found by the poll and recorded once', async () => {
    const customer = await customerOwing(300);
    await collect(customer.id, 120, '06');
    await sim.control.advance(5_000);
    const handlers = { jobs: jobRegistry, services: { sms: new OutboxSms(), mpesa: t.app.mpesa } };
    await drainOutboxOnce(t.database.db, handlers, { now: new Date(Date.now() + 25_000) });
    await drainOutboxOnce(t.database.db, handlers, { now: new Date(Date.now() + 90_000) });
    expect(await stkRowsOf(customer.id)).toHaveLength(1);
    expect(await balanceOf(customer.id)).toBe(180);
  });

  it('a cancelled or failed prompt records nothing', async () => {
    const customer = await customerOwing(250);
    await collect(customer.id, 250, '01');
    await collect(customer.id, 250, '03');
    await sim.control.advance(5_000);
    expect(await stkRowsOf(customer.id)).toHaveLength(0);
    expect(await balanceOf(customer.id)).toBe(250);
  });

  it("another business's customer, or an unknown one, is 404 and no prompt is sent", async () => {
    const theirs = await addCustomer(t.transport, stranger, { phoneNumber: phoneEnding('00') });
    const before = sim.control.findCallbacks({}).length;
    const foreign = await collect(theirs.id, 100, '00');
    expect(foreign.status).toBe(404);
    expect((await collect(2_147_483_647, 100, '00')).status).toBe(404);
    await sim.control.advance(5_000);
    expect(sim.control.findCallbacks({}).length).toBe(before);
    const rows = await t.database.db.select().from(customerLedger).where(eq(customerLedger.customerId, theirs.id));
    expect(rows).toHaveLength(0);
  });
});
