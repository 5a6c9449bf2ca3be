import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { deleteTransaction, getDashboard, getEtimsDocuments, getTransactionDetails, retryEtimsSend, type Transaction } from '@dukani/contracts';
import { sumMoney } from '@dukani/domain';
import { addProduct, cashSale, postCreditNote, postSale, refundSale, type Shop } from '@dukani/test-factories';
import { outboxJobs } from '../../db/schema';
import { useTestApp } from '../../../test/helper';
import { drainJobs, registerTestDevice, settleJobs, useEtimsSimulator } from '../../../test/etims';

const etims = useEtimsSimulator();
const t = useTestApp(() => etims.env());

const details = async (shop: Shop, transactionId: number) =>
  (await t.call(getTransactionDetails, { token: shop.token, params: { businessId: shop.businessId, transactionId } })).body.result!;
const documents = async (shop: Shop) => (await t.call(getEtimsDocuments, { token: shop.token, query: { businessId: shop.businessId } })).body.result!;
const taxAuthorityFigure = async (shop: Shop) =>
  (await t.call(getDashboard, { token: shop.token, params: { businessId: shop.businessId } })).body.result!.taxAuthority;

/** A sale of sugar (tax-inclusive, band B) and milk (tax on top, band E) with an order discount: cents to split. */
async function sellSugarAndMilk(shop: Shop) {
  const tag = crypto.randomUUID().slice(0, 6);
  const sugar = await addProduct(t.transport, shop, { name: `Sugar ${tag}`, sellingPrice: 116, quantity: 50, taxCode: 'B' });
  const milk = await addProduct(t.transport, shop, { name: `Milk ${tag}`, sellingPrice: 65, quantity: 50, taxCode: 'E', taxInclusive: false });
  const lines = [
    { productId: sugar.id, quantity: 3, calcPrice: 116 },
    { productId: milk.id, quantity: 3, calcPrice: 65, taxRate: 0.08, taxInclusive: false },
  ];
  const res = await postSale(t.transport, shop, cashSale(shop, lines));
  expect(res.status, res.body.errordesc).toBe(200);
  return { sugar, milk, sale: res.body.result! };
}

async function refund(shop: Shop, saleId: number, itemList: { productId: number; quantity: number; addInventory?: boolean }[]) {
  const res = await refundSale(t.transport, shop, saleId, { itemList });
  expect(res.status, res.body.errordesc).toBe(200);
  return res.body.result!;
}

/** What a line comes to at the authority: the price the customer paid for it, tax included (§7). */
const paidFor = (line: Transaction['itemList'][number]) => (line.taxInclusive ? line.lineAmount : sumMoney([line.lineAmount, line.tax]));

/** The refund's own `etims.sendCreditNote` jobs, by status. */
async function refundJobs(refundId: number) {
  return t.database.db
    .select({ status: outboxJobs.status })
    .from(outboxJobs)
    .where(and(eq(outboxJobs.kind, 'etims.sendCreditNote'), sql`${outboxJobs.payload} = ${JSON.stringify({ transactionId: refundId })}::jsonb`));
}

describe('L4 refunds at the tax authority (issue 31 item 3)', () => {
  it('a refund of a signed sale is signed once as a credit note R of the refunded lines, referring to the sale', async () => {
    const shop = await t.owner();
    const { device, heldSales } = await registerTestDevice(t, etims, shop);
    const { sugar, milk, sale } = await sellSugarAndMilk(shop);
    await settleJobs(t);
    expect((await details(shop, sale.transactionId)).salesStatus).toBe(3);

    // The authority keeps the refund but its answer is lost: the job runs again and must not send it twice.
    await etims.admin('POST', 'faults', { path: 'saveTrnsSalesOsdc', times: 1, kind: 'commitThenDrop' });
    const made = await refund(shop, sale.transactionId, [
      { productId: sugar.id, quantity: 1, addInventory: true },
      { productId: milk.id, quantity: 2 },
    ]);
    expect(made).toMatchObject({ kind: 'Refund', salesStatus: 1, etims: null });
    expect(made.receipt.fiscal).toMatchObject({ status: 'awaiting', label: 'NC', originalCuInvoiceNo: `${device.sdcId}/1` });
    await settleJobs(t);
    // Another run of its job once it is signed sends nothing either.
    await t.database.db
      .insert(outboxJobs)
      .values({ kind: 'etims.sendCreditNote', payload: { transactionId: made.transactionId }, businessId: shop.businessId });
    await settleJobs(t);

    const held = await heldSales();
    expect(held.map(({ invcNo, orgInvcNo, rcptTyCd, rfdRsnCd }) => ({ invcNo, orgInvcNo, rcptTyCd, rfdRsnCd }))).toEqual([
      { invcNo: 1, orgInvcNo: 0, rcptTyCd: 'S', rfdRsnCd: null },
      { invcNo: 2, orgInvcNo: 1, rcptTyCd: 'R', rfdRsnCd: '06' },
    ]);
    const note = held[1]!;
    expect(note.trdInvcNo).toBe(made.receiptNo);
    expect(note.totAmt).toBe(made.total);
    expect(note.totTaxAmt).toBe(made.taxes);
    expect(note.itemList.map((line) => [line.qty, line.totAmt, line.taxAmt])).toEqual(made.itemList.map((line) => [line.quantity, paidFor(line), line.tax]));

    const signed = await details(shop, made.transactionId);
    expect(signed.salesStatus).toBe(3);
    expect(signed.etims).toMatchObject({ receiptNo: `${device.sdcId}/2`, signature: note.rcptSign, internalData: note.intrlData });
    expect(signed.receipt.etims).toEqual(signed.etims);
    expect(signed.receipt.fiscal).toMatchObject({
      status: 'signed',
      label: 'NC',
      cuInvoiceNo: `${device.sdcId}/2`,
      originalCuInvoiceNo: `${device.sdcId}/1`,
      qrUrl: signed.etims!.qrUrl,
    });
    expect((await documents(shop)).documents.find((row) => row.transactionId === made.transactionId)).toMatchObject({
      kind: 'Refund',
      state: 'approved',
      cuInvoiceNo: `${device.sdcId}/2`,
    });
  });

  it('a refund (and a credit note) of a sale not signed yet waits for it, even before the sale has its document', async () => {
    const shop = await t.owner();
    const { heldSales } = await registerTestDevice(t, etims, shop);
    // The items cannot be registered, so the sale's job makes no document (and takes no number) yet.
    await etims.admin('POST', 'faults', { path: 'saveItem', times: 1000, kind: 'http500' });
    const { sugar, sale } = await sellSugarAndMilk(shop);
    const made = await refund(shop, sale.transactionId, [{ productId: sugar.id, quantity: 1 }]);
    const note = await postCreditNote(t.transport, shop, {
      originalTransactionId: sale.transactionId,
      itemList: [{ productId: sugar.id, quantity: 1 }],
      reason: '03',
    });
    expect(note.status, note.body.errordesc).toBe(200);
    await drainJobs(t, { now: new Date(Date.now() + 10_000) });
    expect((await refundJobs(made.transactionId)).map((job) => job.status)).toEqual(['Queued']);

    // Now the sale is sent but not signed: the returns still wait.
    await etims.admin('DELETE', 'faults');
    await etims.admin('POST', 'faults', { path: 'saveTrnsSalesOsdc', times: 1000, kind: 'http500' });
    for (let round = 2; round <= 4; round++) await drainJobs(t, { now: new Date(Date.now() + round * 10_000) });
    expect((await details(shop, sale.transactionId)).salesStatus).toBe(2);
    expect((await details(shop, made.transactionId)).salesStatus).toBe(1);
    expect(await heldSales()).toEqual([]);

    await etims.admin('DELETE', 'faults');
    await settleJobs(t);
    const held = await heldSales();
    expect(held.map(({ invcNo, orgInvcNo, rcptTyCd, trdInvcNo }) => ({ invcNo, orgInvcNo, rcptTyCd, trdInvcNo }))).toEqual([
      { invcNo: 1, orgInvcNo: 0, rcptTyCd: 'S', trdInvcNo: sale.receiptNo },
      { invcNo: 2, orgInvcNo: 1, rcptTyCd: 'R', trdInvcNo: made.receiptNo },
      { invcNo: 3, orgInvcNo: 1, rcptTyCd: 'R', trdInvcNo: note.body.result!.receiptNo },
    ]);
    expect((await details(shop, made.transactionId)).salesStatus).toBe(3);
    expect((await details(shop, note.body.result!.transactionId)).salesStatus).toBe(3);
  });

  it("sends nothing for a shop without a device, nor for a sale made before the shop's device", async () => {
    const shop = await t.owner();
    const { sugar, sale: early } = await sellSugarAndMilk(shop);
    const withoutDevice = await refund(shop, early.transactionId, [{ productId: sugar.id, quantity: 1 }]);
    await settleJobs(t);
    expect(await details(shop, withoutDevice.transactionId)).toMatchObject({ salesStatus: 1, etims: null, receipt: { fiscal: null } });
    expect((await documents(shop)).documents.find((row) => row.transactionId === withoutDevice.transactionId)).toMatchObject({
      kind: 'Refund',
      state: 'unsent',
    });

    const { heldSales } = await registerTestDevice(t, etims, shop);
    const afterDevice = await refund(shop, early.transactionId, [{ productId: sugar.id, quantity: 1 }]);
    expect(afterDevice.receipt.fiscal).toBeNull();
    await settleJobs(t);
    expect(await details(shop, afterDevice.transactionId)).toMatchObject({ salesStatus: 1, etims: null });
    expect(await heldSales()).toEqual([]);
    // Never sent, so never counted as waiting for KRA either.
    expect(await taxAuthorityFigure(shop)).toEqual({ notSigned: 0, refused: 0 });
  });

  it('a refused refund shows the refusal on the Tax authority list, and P16 sends it again', async () => {
    const shop = await t.owner();
    const { device, heldSales } = await registerTestDevice(t, etims, shop);
    const { milk, sale } = await sellSugarAndMilk(shop);
    await settleJobs(t);
    await etims.admin('POST', 'faults', { path: 'saveTrnsSalesOsdc', times: 1, kind: 'resultCd:910' });
    const made = await refund(shop, sale.transactionId, [{ productId: milk.id, quantity: 1 }]);
    await settleJobs(t);
    const listed = await documents(shop);
    expect(listed.documents.find((row) => row.transactionId === made.transactionId)).toMatchObject({
      kind: 'Refund',
      state: 'refused',
      error: expect.stringMatching(/^910/),
    });
    expect(listed.refused).toBe(1);
    expect(await taxAuthorityFigure(shop)).toEqual({ notSigned: 0, refused: 1 });

    const retried = await t.call(retryEtimsSend, { token: shop.token, params: { businessId: shop.businessId, transactionId: made.transactionId } });
    expect(retried.status, retried.body.errordesc).toBe(200);
    await settleJobs(t);
    expect((await details(shop, made.transactionId)).etims!.receiptNo).toBe(`${device.sdcId}/2`);
    expect((await heldSales()).map(({ invcNo, orgInvcNo, rcptTyCd }) => [invcNo, orgInvcNo, rcptTyCd])).toEqual([
      [1, 0, 'S'],
      [2, 1, 'R'],
    ]);
  });
});

describe('L3 void of a sale KRA has', () => {
  it('is 409 INVALID_STATE telling to refund instead, in the caller’s language', async () => {
    const shop = await t.owner();
    await registerTestDevice(t, etims, shop);
    const { sale } = await sellSugarAndMilk(shop);
    await settleJobs(t);
    const call = (language: string) =>
      t.call(deleteTransaction, {
        token: shop.token,
        params: { businessId: shop.businessId, transactionId: sale.transactionId },
        idempotencyKey: crypto.randomUUID(),
        headers: { 'accept-language': language },
      });
    expect(await call('en')).toMatchObject({
      status: 409,
      body: { code: 'INVALID_STATE', errordesc: `Receipt ${sale.receiptNo} is already reported to KRA: refund it instead` },
    });
    expect((await call('de')).body.errordesc).toBe(`Beleg ${sale.receiptNo} ist bereits an die KRA gemeldet: erstatten Sie ihn stattdessen`);
    expect((await call('es')).body.errordesc).toBe(`El recibo ${sale.receiptNo} ya se informó a la KRA: reembólselo en lugar de anularlo`);
    expect(await details(shop, sale.transactionId)).toMatchObject({ isDeleted: false, salesStatus: 3 });
  });
});
