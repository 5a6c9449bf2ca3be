import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getDashboard, getTransactionDetails, retryEtimsSend } from '@dukani/contracts';
import { addProduct, amountDueOf, cashSale, postCreditNote, postSale, type Shop } from '@dukani/test-factories';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { outboxJobs } from '../../db/schema';
import { useTestApp } from '../../../test/helper';
import { drainJobs, registerTestDevice, settleJobs, useEtimsSimulator } from '../../../test/etims';
import { countDocumentsAhead } from './bind-document';
import { signDocument } from './sign-document';

const etims = useEtimsSimulator();
const t = useTestApp(() => etims.env());

/** A shop with a registered device; the authority's sales of its PIN. */
async function shopWithDevice() {
  const shop = await t.owner();
  return { shop, ...(await registerTestDevice(t, etims, shop)) };
}

async function sell(shop: Shop, price = 116, quantity = 1) {
  const product = await addProduct(t.transport, shop, { name: `Sugar ${crypto.randomUUID().slice(0, 6)}`, sellingPrice: price, quantity: 50, taxCode: 'B' });
  const res = await postSale(t.transport, shop, cashSale(shop, [{ productId: product.id, quantity, calcPrice: price }]));
  expect(res.status, res.body.errordesc).toBe(200);
  return { product, sale: res.body.result! };
}

/** The owner's dashboard card (R2): what KRA has not signed yet, and what it refused. */
const taxAuthorityFigure = async (shop: Shop) =>
  (await t.call(getDashboard, { token: shop.token, params: { businessId: shop.businessId } })).body.result!.taxAuthority;
const details = async (shop: Shop, transactionId: number) =>
  (await t.call(getTransactionDetails, { token: shop.token, params: { businessId: shop.businessId, transactionId } })).body.result!;

describe('etims.sendSale (sale rule 8, §11)', () => {
  it('queues at K1 (status 1), then signs once: status 3 with the receipt number, signature and QR on L2', async () => {
    const { shop, pin, device, heldSales } = await shopWithDevice();
    const { sale } = await sell(shop, 116, 2);
    expect(sale.salesStatus).toBe(1);
    expect(sale.etims).toBeNull();
    expect(await taxAuthorityFigure(shop)).toEqual({ notSigned: 1, refused: 0 });
    await settleJobs(t);
    expect(await taxAuthorityFigure(shop)).toEqual({ notSigned: 0, refused: 0 });

    const signed = await details(shop, sale.transactionId);
    expect(signed.salesStatus).toBe(3);
    const [held] = await heldSales();
    expect(held).toMatchObject({ invcNo: 1, orgInvcNo: 0, rcptTyCd: 'S', trdInvcNo: sale.receiptNo, totAmt: 232, totTaxAmt: 32 });
    expect(signed.etims).toEqual({
      receiptNo: `${device.sdcId}/1`,
      signature: held!.rcptSign,
      internalData: held!.intrlData,
      sdcId: device.sdcId,
      qrUrl: expect.stringMatching(new RegExp(`/common/link/etims/receipt/indexEtimsReceiptData\\?Data=${pin}00${held!.rcptSign}$`)),
    });
    expect(signed.receipt.etims).toEqual(signed.etims);
    // The verification page knows the receipt.
    const page = await fetch(signed.etims!.qrUrl, { headers: { Accept: 'application/json' } });
    expect(page.status).toBe(200);
  });

  it('stays 1 with no device, and never sends', async () => {
    const shop = await t.owner();
    const { sale } = await sell(shop);
    await settleJobs(t);
    const after = await details(shop, sale.transactionId);
    expect(after.salesStatus).toBe(1);
    expect(after.etims).toBeNull();
  });

  it('after a lost answer asks before sending again: the authority holds the sale once (commitThenDrop)', async () => {
    const { shop, heldSales } = await shopWithDevice();
    await etims.admin('POST', 'faults', { path: 'saveTrnsSalesOsdc', times: 1, kind: 'commitThenDrop' });
    const { sale } = await sell(shop);
    await drainJobs(t, { now: new Date(Date.now() + 10_000) });
    expect((await details(shop, sale.transactionId)).salesStatus).toBe(2);
    await settleJobs(t);
    const after = await details(shop, sale.transactionId);
    expect(after.salesStatus).toBe(3);
    const held = await heldSales();
    expect(held).toHaveLength(1);
    expect(after.etims!.signature).toBe(held[0]!.rcptSign);
  });

  it("a refusal stops with the authority's words on the sale, gives its number back, and P16 sends it again", async () => {
    const { shop, device, heldSales } = await shopWithDevice();
    await etims.admin('POST', 'faults', { path: 'saveTrnsSalesOsdc', times: 1, kind: 'resultCd:910' });
    const { sale: refused } = await sell(shop);
    await settleJobs(t);
    const stopped = await details(shop, refused.transactionId);
    expect(stopped.salesStatus).toBe(1);
    expect(stopped.etims).toBeNull();
    expect(stopped.etimsError).toMatch(/^910/);
    expect(await taxAuthorityFigure(shop)).toEqual({ notSigned: 0, refused: 1 });

    // The next sale takes number 1: the refused one gave it back.
    const { sale: next } = await sell(shop);
    await settleJobs(t);
    expect((await details(shop, next.transactionId)).etims!.receiptNo).toBe(`${device.sdcId}/1`);

    const stranger = await t.owner();
    const foreign = await t.call(retryEtimsSend, { token: stranger.token, params: { businessId: shop.businessId, transactionId: refused.transactionId } });
    expect(foreign.status).toBe(403);
    const wrongShop = await t.call(retryEtimsSend, {
      token: stranger.token,
      params: { businessId: stranger.businessId, transactionId: refused.transactionId },
    });
    expect(wrongShop.status).toBe(404);

    const retried = await t.call(retryEtimsSend, { token: shop.token, params: { businessId: shop.businessId, transactionId: refused.transactionId } });
    expect(retried.status, retried.body.errordesc).toBe(200);
    expect(retried.body.result!.etimsError).toBeNull();
    await settleJobs(t);
    const signed = await details(shop, refused.transactionId);
    expect(signed.salesStatus).toBe(3);
    expect(signed.etims!.receiptNo).toBe(`${device.sdcId}/2`);
    expect((await heldSales()).map((sale) => sale.invcNo)).toEqual([1, 2]);
    // Only a refused sale can be sent again.
    const again = await t.call(retryEtimsSend, { token: shop.token, params: { businessId: shop.businessId, transactionId: refused.transactionId } });
    expect(again.body.code).toBe('INVALID_STATE');
  });

  it('keeps selling through an outage, then sends the backlog in order with gapless numbers', async () => {
    const { shop, device, heldSales } = await shopWithDevice();
    await etims.admin('POST', 'faults', { path: 'saveTrnsSalesOsdc', times: 1000, kind: 'http500' });
    const sales = [];
    for (let i = 0; i < 4; i++) sales.push((await sell(shop, 100 + i)).sale);
    for (let round = 1; round <= 3; round++) await drainJobs(t, { now: new Date(Date.now() + round * 10_000) });
    expect(await heldSales()).toEqual([]);
    expect((await details(shop, sales[0]!.transactionId)).salesStatus).toBe(2);
    // The cheap first look of a job behind others: the first sale holds a number, two more wait before the last.
    expect(await countDocumentsAhead(t.database.db, sales[3]!.transactionId)).toBe(3);

    await etims.admin('DELETE', 'faults');
    // One pass of the worker once the first sale is due again: each signed document hands on to the next, so
    // the backlog goes in that pass instead of one sale per poll of the others' jobs.
    await drainJobs(t, { now: new Date(Date.now() + 40_000) });
    expect((await heldSales()).map((sale) => sale.invcNo)).toEqual([1, 2, 3, 4]);
    await settleJobs(t);
    const held = await heldSales();
    expect(held.map((sale) => sale.invcNo)).toEqual([1, 2, 3, 4]);
    expect(held.map((sale) => sale.trdInvcNo)).toEqual(sales.map((sale) => sale.receiptNo));
    for (const [index, sale] of sales.entries()) {
      const after = await details(shop, sale.transactionId);
      expect(after.salesStatus).toBe(3);
      expect(after.etims!.receiptNo).toBe(`${device.sdcId}/${index + 1}`);
    }
  });
});

describe('the authority back after an outage', () => {
  it("one device's answer brings the other devices' failed documents forward, without a request to find out", async () => {
    const first = await shopWithDevice();
    const second = await shopWithDevice();
    await etims.admin('POST', 'faults', { path: 'saveTrnsSalesOsdc', times: 1000, kind: 'http500' });
    const firstSale = (await sell(first.shop)).sale;
    const secondSale = (await sell(second.shop)).sale;
    await drainJobs(t, { now: new Date(Date.now() + 10_000) });
    const secondJob = async () => {
      const [job] = await t.database.db
        .select({ nextAttemptAt: outboxJobs.nextAttemptAt, status: outboxJobs.status })
        .from(outboxJobs)
        .where(and(eq(outboxJobs.kind, 'etims.sendSale'), sql`${outboxJobs.payload} = ${JSON.stringify({ transactionId: secondSale.transactionId })}::jsonb`));
      return job!;
    };
    // Failed once, so it waits for its retry.
    expect((await secondJob()).nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    await etims.admin('DELETE', 'faults');
    const silent = { info() {}, warn() {}, error() {} };
    await signDocument(t.database.db, { connection: t.app.etims, transactionId: firstSale.transactionId, now: new Date(), log: silent });
    expect((await details(first.shop, firstSale.transactionId)).salesStatus).toBe(3);
    expect(await secondJob()).toEqual({ status: 'Queued', nextAttemptAt: new Date(0) });
    await drainJobs(t);
    expect((await details(second.shop, secondSale.transactionId)).salesStatus).toBe(3);
    expect((await second.heldSales()).map((sale) => sale.invcNo)).toEqual([1]);
  });
});

describe('the authority probe', () => {
  it('while a sale waits on the authority a small read asks again and again; its first answer brings the sale forward', async () => {
    const { shop, heldSales } = await shopWithDevice();
    await settleJobs(t);
    const { sale } = await sell(shop);
    await etims.admin('POST', 'faults', { path: '*', times: 1000, kind: 'http500' });
    const at = (s: number) => new Date(Date.now() + s * 1000);
    await drainJobs(t, { now: at(10) });
    const jobOf = async (kind: string) => {
      const [job] = await t.database.db
        .select({ nextAttemptAt: outboxJobs.nextAttemptAt, status: outboxJobs.status })
        .from(outboxJobs)
        .where(and(eq(outboxJobs.kind, kind), inArray(outboxJobs.status, ['Queued', 'Running'])));
      return job;
    };
    // The sale's next try is 5 s away; the probe's, 1 s.
    expect(await jobOf('etims.probeAuthority')).toMatchObject({ status: 'Queued' });
    await drainJobs(t, { now: at(11.5) });
    expect(await jobOf('etims.probeAuthority')).toMatchObject({ status: 'Queued' });
    expect((await details(shop, sale.transactionId)).salesStatus).not.toBe(3);

    await etims.admin('DELETE', 'faults');
    await drainJobs(t, { now: at(13), batchSize: 1 });
    expect(await jobOf('etims.probeAuthority')).toBeUndefined();
    expect(await jobOf('etims.sendSale')).toEqual({ status: 'Queued', nextAttemptAt: new Date(0) });
    await drainJobs(t, { now: at(13) });
    expect((await details(shop, sale.transactionId)).salesStatus).toBe(3);
    expect((await heldSales()).map((held) => held.invcNo)).toEqual([1]);
  });
});

describe('payloads from the stored figures (§7)', () => {
  it('signs a quick sale of typed lines with an order discount: one item per tax band, totals equal to the cent', async () => {
    const { shop, heldSales } = await shopWithDevice();
    const lines = [
      { productId: 0, name: 'Repair', quantity: 1, calcPrice: 500 },
      { productId: 0, name: 'Cable', quantity: 3, calcPrice: 33.35 },
    ];
    const discount = { type: '%' as const, amount: 7 };
    const due = amountDueOf(lines, { discount });
    const body = cashSale(shop, lines, { salesDesc: 'Quick Sale', discount, paymentSummary: [{ paymentValue: 'Cash', amount: due }], totalPaid: due });
    const res = await postSale(t.transport, shop, body, { quick: true });
    expect(res.status, res.body.errordesc).toBe(200);
    await settleJobs(t);
    const after = await details(shop, res.body.result!.transactionId);
    expect(after.salesStatus, after.etimsError ?? '').toBe(3);
    const [held] = await heldSales();
    expect(held!.totAmt).toBe(after.total);
    expect(held!.totTaxAmt).toBe(after.taxes);
  });
});

describe('etims.sendCreditNote', () => {
  it('sends receipt type R with the next number, referring to the original, with the reason code', async () => {
    const { shop, device, heldSales } = await shopWithDevice();
    const { product, sale } = await sell(shop, 116, 3);
    await settleJobs(t);
    const note = await postCreditNote(t.transport, shop, {
      originalTransactionId: sale.transactionId,
      itemList: [{ productId: product.id, quantity: 1, addInventory: true }],
      reason: '03',
    });
    expect(note.status, note.body.errordesc).toBe(200);
    await settleJobs(t);
    const held = await heldSales();
    expect(held.map(({ invcNo, orgInvcNo, rcptTyCd, rfdRsnCd }) => ({ invcNo, orgInvcNo, rcptTyCd, rfdRsnCd }))).toEqual([
      { invcNo: 1, orgInvcNo: 0, rcptTyCd: 'S', rfdRsnCd: null },
      { invcNo: 2, orgInvcNo: 1, rcptTyCd: 'R', rfdRsnCd: '03' },
    ]);
    expect(held[1]!.totAmt).toBe(116);
    const signedNote = await details(shop, note.body.result!.transactionId);
    expect(signedNote.salesStatus).toBe(3);
    expect(signedNote.etims!.receiptNo).toBe(`${device.sdcId}/2`);
  });
});
