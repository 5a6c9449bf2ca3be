import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getTotalBill, makeBillPayment } from '@dukani/contracts';
import { billingInvoices, billingPayments, tenants } from '../../db/schema';
import { clock } from '../../lib/clock';
import { useTestApp } from '../../../test/helper';
import type { Owner } from '../../../test/fixtures';
import { runBillingCycle } from './run-billing-cycle';

/** Issue 32 item 5: a paybill payment (G6) is claimed only by the tenant whose account it was paid to. */
const KEY = 'test-callback-key-0123456789';
const PAYBILL = '600100';
const t = useTestApp({ MPESA_CALLBACK_KEY: KEY, MPESA_BILLING_SHORTCODE: PAYBILL });

/** A tenant with an unpaid 1,500 invoice (its plan ends in 5 days, so the cycle raises the next month's). */
async function ownerOwing(businessName?: string): Promise<Owner> {
  const owner = await t.owner(businessName ? { businessName } : {});
  await t.database.db
    .update(tenants)
    .set({ planExpiresOn: new Date(clock.now().getTime() + 5 * 86_400_000) })
    .where(eq(tenants.id, owner.tenantId));
  await runBillingCycle(t.database.db);
  return owner;
}
const accountOf = async (owner: Owner) =>
  (await t.call(getTotalBill, { token: owner.token, params: { businessId: owner.businessId } })).body.result!.accountReference;

/** An M-Pesa code of letters only, so no amount can hide in it. */
const newCode = () => `Q${Array.from(crypto.randomBytes(9), (byte) => String.fromCharCode(65 + (byte % 26))).join('')}`;
/** Q2: M-Pesa confirms a payment to a shortcode, with the account number the payer typed. */
async function paid(amount: number, billRef: string | undefined, shortCode = PAYBILL): Promise<string> {
  const transId = newCode();
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/Mpesa/C2BConfirmation?key=${KEY}`,
    payload: {
      TransactionType: 'Pay Bill',
      TransID: transId,
      TransTime: '20261122101500',
      TransAmount: amount.toFixed(2),
      BusinessShortCode: shortCode,
      ...(billRef === undefined ? {} : { BillRefNumber: billRef }),
      MSISDN: '254712345678',
    },
  });
  expect(res.statusCode).toBe(200);
  return transId;
}
const claim = (owner: Owner, paymentCode: string, amount: number, phoneNumber = '0712345678') =>
  t.call(makeBillPayment, {
    token: owner.token,
    body: { businessId: owner.businessId, paymentCode, amount, phoneNumber },
    idempotencyKey: crypto.randomUUID(),
  });
const paymentsOf = (owner: Owner) => t.database.db.select().from(billingPayments).where(eq(billingPayments.tenantId, owner.tenantId));

describe('G6: a paybill payment belongs to the tenant whose account it was paid to', () => {
  it('G3 tells the owner the paybill and the account number to type', async () => {
    const owner = await ownerOwing();
    const summary = (await t.call(getTotalBill, { token: owner.token, params: { businessId: owner.businessId } })).body.result!;
    expect(summary).toMatchObject({ paybill: PAYBILL, accountReference: `DK${owner.tenantId}`, totalDue: 1500 });
  });

  it("refuses another tenant's payment, named by its account and phone, with the same 404 as an unknown code; its owner then claims it", async () => {
    const payer = await ownerOwing('Mama Mboga Greens');
    const claimer = await ownerOwing();
    const code = await paid(1500, await accountOf(payer));

    const taken = await claim(claimer, code, 1500, '0712345678');
    const unknownCode = newCode();
    const unknown = await claim(claimer, unknownCode, 1500);
    expect([taken.status, taken.body.code, taken.body.field]).toEqual([404, 'NOT_FOUND', 'paymentCode']);
    expect(taken.body.errordesc).toBe(unknown.body.errordesc!.replace(unknownCode, code));
    // It names the claimer's own account, never the payer's, its shop or what was paid.
    expect(taken.body.errordesc).toContain(`DK${claimer.tenantId}`);
    expect(JSON.stringify(taken.body)).not.toMatch(new RegExp(`DK${payer.tenantId}\\b|Mama Mboga|1,?500`));
    expect(await paymentsOf(claimer)).toEqual([]);

    const own = await claim(payer, code, 1500);
    expect(own.status, own.body.errordesc).toBe(200);
    expect(own.body.result).toMatchObject({ applied: 1500, invoices: [{ status: 'Paid' }] });
  });

  it('refuses a payment whose account names no tenant, or none at all; takes its account or invoice number as people type them', async () => {
    const owner = await ownerOwing();
    const other = await ownerOwing();
    const invoiceNoOf = async (tenant: Owner) => {
      const [invoice] = await t.database.db.select().from(billingInvoices).where(eq(billingInvoices.tenantId, tenant.tenantId));
      return String(invoice!.id).padStart(6, '0');
    };
    const refused = [undefined, '', 'DK999999', 'Shop rent', `DK${owner.tenantId}9`, `INV-${await invoiceNoOf(other)}`];
    for (const billRef of refused) {
      const res = await claim(owner, await paid(1500, billRef), 1500);
      expect([res.status, res.body.field], String(billRef)).toEqual([404, 'paymentCode']);
    }
    expect((await claim(owner, await paid(700, ` dk-${owner.tenantId} `), 700)).status).toBe(200);
    expect((await claim(owner, await paid(800, `inv ${await invoiceNoOf(owner)}`), 800)).status).toBe(200);
    expect((await paymentsOf(owner)).map((payment) => payment.amount)).toEqual([700, 800]);
    expect(await paymentsOf(other)).toEqual([]);
  });

  it('refuses a payment to any other shortcode, and takes none while MPESA_BILLING_SHORTCODE is unset', async () => {
    const owner = await ownerOwing();
    const account = await accountOf(owner);
    const elsewhere = await claim(owner, await paid(1500, account, '600999'), 1500);
    expect([elsewhere.status, elsewhere.body.field]).toEqual([404, 'paymentCode']);

    const code = await paid(1500, account);
    const config = t.config as { MPESA_BILLING_SHORTCODE: string | undefined };
    config.MPESA_BILLING_SHORTCODE = undefined;
    try {
      const off = await claim(owner, code, 1500);
      expect([off.status, off.body.code]).toEqual([409, 'INVALID_STATE']);
      const summary = (await t.call(getTotalBill, { token: owner.token, params: { businessId: owner.businessId } })).body.result!;
      expect(summary.paybill).toBeNull();
    } finally {
      config.MPESA_BILLING_SHORTCODE = PAYBILL;
    }
    expect(await paymentsOf(owner)).toEqual([]);
    expect((await claim(owner, code, 1500)).status).toBe(200);
  });

  it('a wrong amount is 400 on amount and never says what was paid', async () => {
    const owner = await ownerOwing();
    const code = await paid(1500, await accountOf(owner));
    for (const language of ['en', 'de', 'es']) {
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/Billing/MakePayment',
        headers: { authorization: `Bearer ${owner.token}`, 'accept-language': language, 'idempotency-key': crypto.randomUUID() },
        payload: { businessId: owner.businessId, paymentCode: code, amount: 1000 },
      });
      const body = wrong.json<{ field: string; errordesc: string }>();
      expect([wrong.statusCode, body.field]).toEqual([400, 'amount']);
      expect(body.errordesc).not.toMatch(/1[.,]?500/);
    }
    expect(await paymentsOf(owner)).toEqual([]);
    expect((await claim(owner, code, 1500)).status).toBe(200);
  });
});
