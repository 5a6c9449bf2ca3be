import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { StkStarted, StkStatus } from '@dukani/contracts';
import { buildDarajaSimulator, type DarajaSimulator } from '@dukani/mobile-money/simulator';
import { c2bPayments, stkRequests } from '../../db/schema';
import { OutboxSms } from '@dukani/sms';
import { drainOutboxOnce } from '../../jobs/outbox-worker';
import { jobRegistry } from '../../jobs/registry';
import { useTestApp, call } from '../../../test/helper';
import { createOwner, type Owner } from '../../../test/fixtures';

const KEY = 'test-callback-key-0123456789';
let sim: DarajaSimulator;
let simUrl = '';
let owner: Owner;

beforeAll(async () => {
  // Callbacks go straight into the app under test: the simulator's only way out.
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
// The simulator listens first: the app's config names its address.
const t = useTestApp(() => ({ MPESA_BASE_URL: simUrl, MPESA_CALLBACK_KEY: KEY, PUBLIC_URL: 'http://pos.test' }));
beforeAll(async () => {
  owner = await createOwner(t);
  const saved = await call(t.app, 'POST', '/api/Settings/SaveCashRegisterSettings', {
    token: owner.token,
    body: { businessId: owner.businessId, mobileMoneyEnabled: true },
  });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await sim.app.close();
});

let phoneSeq = 0;
/** A test phone whose last two digits choose the simulator's scenario (specs/mpesa-daraja.md §14.4). */
const phoneEnding = (ending: string) => `07${String(1000 + (phoneSeq++ % 8000)).padStart(4, '0')}${String(10 + phoneSeq).slice(-2)}${ending}`.slice(0, 10);

async function push(ending: string, amount = 150, key = crypto.randomUUID()) {
  const res = await call<StkStarted>(t.app, 'POST', `/api/Mpesa/StkPush/${owner.businessId}`, {
    token: owner.token,
    body: { phoneNumber: phoneEnding(ending), amount },
    headers: { 'idempotency-key': key },
  });
  return res;
}
const status = (id: string) => call<StkStatus>(t.app, 'GET', `/api/Mpesa/GetStkPushStatus/${id}`, { token: owner.token });

describe('J4/J5 with the Daraja simulator', () => {
  it('a prompt the customer pays: the callback makes it Paid with the M-Pesa receipt', async () => {
    const started = await push('00');
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const id = started.body.result!.CheckoutRequestID;
    expect((await status(id)).body.result!.status).toBe('Pending');
    await sim.control.advance(5_000);
    const paid = (await status(id)).body.result!;
    expect(paid).toMatchObject({ status: 'Paid', amount: 150 });
    expect(paid.paymentCode).toMatch(/^[A-Z][A-Z0-9]{9}$/);
  });

  it('a prompt the customer cancels is Cancelled; a wrong PIN is Failed', async () => {
    const cancelled = (await push('01')).body.result!.CheckoutRequestID;
    const wrongPin = (await push('03')).body.result!.CheckoutRequestID;
    await sim.control.advance(5_000);
    expect((await status(cancelled)).body.result!.status).toBe('Cancelled');
    expect((await status(wrongPin)).body.result!.status).toBe('Failed');
  });

  it('a callback that never comes: the outbox poll asks M-Pesa and finds it paid', async () => {
    const id = (await push('06')).body.result!.CheckoutRequestID;
    await sim.control.advance(5_000);
    const handlers = { jobs: jobRegistry, services: { sms: new OutboxSms(), mpesa: t.app.mpesa, etims: t.app.etims } };
    await drainOutboxOnce(t.database.db, handlers, { now: new Date(Date.now() + 25_000) });
    expect((await status(id)).body.result!.status).toBe('Paid');
  });

  it('the same callback twice is recorded once; a tampered amount is held, not paid', async () => {
    const twice = (await push('07')).body.result!.CheckoutRequestID;
    const tampered = (await push('12')).body.result!.CheckoutRequestID;
    await sim.control.advance(10_000);
    expect((await status(twice)).body.result!.status).toBe('Paid');
    expect(sim.control.findCallbacks({ checkoutRequestId: twice }).length).toBe(2);
    const [row] = await t.database.db.select().from(stkRequests).where(eq(stkRequests.checkoutRequestId, tampered));
    expect(row).toMatchObject({ status: 'Failed', needsReview: true });
  });

  it('J6 cancels at the till; a late success still wins and is flagged', async () => {
    const id = (await push('00')).body.result!.CheckoutRequestID;
    const cancel = await call<StkStatus>(t.app, 'POST', `/api/Mpesa/CancelStkPush/${id}`, { token: owner.token, body: { businessId: owner.businessId } });
    expect(cancel.body.result!.status).toBe('Cancelled');
    await sim.control.advance(5_000);
    const [row] = await t.database.db.select().from(stkRequests).where(eq(stkRequests.checkoutRequestId, id));
    expect(row).toMatchObject({ status: 'Paid', needsReview: true });
  });

  it('an idempotent J4: the same key sends one prompt', async () => {
    const key = crypto.randomUUID();
    const body = { phoneNumber: phoneEnding('00'), amount: 99 };
    const first = await call<StkStarted>(t.app, 'POST', `/api/Mpesa/StkPush/${owner.businessId}`, {
      token: owner.token,
      body,
      headers: { 'idempotency-key': key },
    });
    const again = await call<StkStarted>(t.app, 'POST', `/api/Mpesa/StkPush/${owner.businessId}`, {
      token: owner.token,
      body,
      headers: { 'idempotency-key': key },
    });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.result!.CheckoutRequestID).toBe(first.body.result!.CheckoutRequestID);
    await sim.control.advance(5_000);
  });

  it('refusals: a locked phone is 409, spike arrest 503, mobile money off 409', async () => {
    expect((await push('09')).body.code).toBe('INVALID_STATE');
    expect((await push('10')).status).toBe(503);
    const shop = await createOwner(t);
    const off = await call(t.app, 'POST', `/api/Mpesa/StkPush/${shop.businessId}`, {
      token: shop.token,
      body: { phoneNumber: '0712345600', amount: 10 },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(off.status).toBe(409);
    expect(off.body.code).toBe('INVALID_STATE');
  });
});

describe('Q1–Q3 callbacks', () => {
  const stkBody = (checkoutRequestId: string) => ({
    Body: {
      stkCallback: {
        MerchantRequestID: 'x',
        CheckoutRequestID: checkoutRequestId,
        ResultCode: 0,
        ResultDesc: 'ok',
        CallbackMetadata: { Item: [{ Name: 'Amount', Value: 1 }] },
      },
    },
  });

  it('a wrong key is 403 BAD_CALLBACK_KEY; an unknown CheckoutRequestID is acknowledged and stores nothing', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/Mpesa/StkCallback?key=wrong', payload: stkBody('ws_CO_unknown') });
    expect(bad.statusCode).toBe(403);
    expect(bad.json()).toMatchObject({ code: 'BAD_CALLBACK_KEY' });
    const before = await t.database.db.select().from(stkRequests);
    const unknown = await t.app.inject({ method: 'POST', url: `/api/Mpesa/StkCallback?key=${KEY}`, payload: stkBody('ws_CO_unknown') });
    expect(unknown.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect(await t.database.db.select().from(stkRequests)).toEqual(before);
  });

  it('a forged Paid callback is not believed: the prompt stays as M-Pesa says until M-Pesa confirms', async () => {
    const forged = (id: string) => ({
      Body: {
        stkCallback: {
          MerchantRequestID: 'x',
          CheckoutRequestID: id,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: 150 },
              { Name: 'MpesaReceiptNumber', Value: 'FAKE000001' },
            ],
          },
        },
      },
    });
    const send = (id: string) => t.app.inject({ method: 'POST', url: `/api/Mpesa/StkCallback?key=${KEY}`, payload: forged(id) });

    // The customer has not paid yet: M-Pesa's query says so, and the prompt stays Pending.
    const pending = (await push('00')).body.result!.CheckoutRequestID;
    expect((await send(pending)).json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    const [held] = await t.database.db.select().from(stkRequests).where(eq(stkRequests.checkoutRequestId, pending));
    expect(held).toMatchObject({ status: 'Pending', receiptNumber: null });
    // Then the customer really pays: the real callback, confirmed, brings the real receipt.
    await sim.control.advance(5_000);
    const paid = (await status(pending)).body.result!;
    expect(paid.status).toBe('Paid');
    expect(paid.paymentCode).not.toBe('FAKE000001');

    // The customer cancelled: a forged success afterwards leaves it Cancelled.
    const cancelled = (await push('01')).body.result!.CheckoutRequestID;
    await sim.control.advance(5_000);
    expect((await status(cancelled)).body.result!.status).toBe('Cancelled');
    await send(cancelled);
    const [after] = await t.database.db.select().from(stkRequests).where(eq(stkRequests.checkoutRequestId, cancelled));
    expect(after).toMatchObject({ status: 'Cancelled', needsReview: false, receiptNumber: null });
  });

  it('a C2B confirmation is stored once per TransID; validation always accepts', async () => {
    const body = {
      TransactionType: 'Buy Goods',
      TransID: 'RKT1234567',
      TransTime: '20261122101500',
      TransAmount: '250.00',
      BusinessShortCode: '600426',
      BillRefNumber: '',
      MSISDN: '254712345678',
      FirstName: 'Jane',
    };
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'POST', url: `/api/Mpesa/C2BConfirmation?key=${KEY}`, payload: body });
      expect(res.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    }
    expect(await t.database.db.select().from(c2bPayments).where(eq(c2bPayments.transId, 'RKT1234567'))).toHaveLength(1);
    const validation = await t.app.inject({ method: 'POST', url: `/api/Mpesa/C2BValidation?key=${KEY}`, payload: body });
    expect(validation.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
  });
});
