import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adjustStock, etimsStockIn, etimsStockOut, getEtimsMovementList, getEtimsStockReports, registerDevice, updateStock } from '@dukani/contracts';
import { addProduct, cashSale, postCreditNote, postSale, type Shop } from '@dukani/test-factories';
import { useTestApp } from '../../../test/helper';
import { nextKraPin, settleJobs, useEtimsSimulator } from '../../../test/etims';

const etims = useEtimsSimulator();
const t = useTestApp(() => etims.env());

interface HeldMovement {
  tin: string;
  bhfId: string;
  sarNo: number;
  sarTyCd: string;
  ocrnDt: string;
  custBhfId: string | null;
  itemList: { itemCd: string; qty: number }[];
}
interface HeldMaster {
  tin: string;
  itemCd: string;
  rsdQty: number;
}

async function shopWithDevice(pin = nextKraPin(), branchId = '00') {
  const shop = await t.owner();
  const res = await t.call(registerDevice, {
    token: shop.token,
    body: { businessId: shop.businessId, pin, branchId, deviceSerialNo: `SN-${pin}-${branchId}` },
  });
  expect(res.status, res.body.errordesc).toBe(200);
  const movements = async () => (await etims.findState<HeldMovement>('stockIO')).filter((row) => row.tin === pin && row.bhfId === branchId);
  const master = async (itemCd: string) => (await etims.findState<HeldMaster>('stockMaster')).find((row) => row.tin === pin && row.itemCd === itemCd)?.rsdQty;
  return { shop, pin, movements, master };
}

const stockIn = (shop: Shop, productId: number, quantity: number, extra: object = {}) =>
  t.call(etimsStockIn, {
    token: shop.token,
    idempotencyKey: crypto.randomUUID(),
    body: { businessId: shop.businessId, occurredDate: '2026-11-27', itemList: [{ productId, quantity, unitCost: 80 }], ...extra },
  });
const stockOut = (shop: Shop, productId: number, quantity: number, extra: object = {}) =>
  t.call(etimsStockOut, {
    token: shop.token,
    idempotencyKey: crypto.randomUUID(),
    body: { businessId: shop.businessId, occurredDate: '2026-11-27', itemList: [{ productId, quantity }], ...extra },
  });

describe('stock movements to the authority (§10, P2–P4)', () => {
  it('P4/P3 move stock here at once and report insertStockIO + saveStockMaster (rsdQty = on-hand after); sales go out as 11, credit notes come back as 03', async () => {
    const { shop, movements, master } = await shopWithDevice();
    const product = await addProduct(t.transport, shop, { name: 'Unga 2kg', sellingPrice: 200, quantity: 10, taxCode: 'B' });

    const added = await stockIn(shop, product.id, 5);
    expect(added.status, added.body.errordesc).toBe(200);
    expect(added.body.result).toEqual({ releaseNo: 1, itemCount: 1, salesStatus: 2 });
    const removed = await stockOut(shop, product.id, 3, { sarTyCd: '15' });
    expect(removed.body.result!.releaseNo).toBe(2);
    await settleJobs(t);
    const [opening, scrap] = await movements();
    expect(opening).toMatchObject({ sarNo: 1, sarTyCd: '06', itemList: [{ qty: 5 }] });
    expect(scrap).toMatchObject({ sarNo: 2, sarTyCd: '15', itemList: [{ qty: 3 }] });
    const itemCd = opening!.itemList[0]!.itemCd;
    expect(await master(itemCd)).toBe(12);

    const sold = await postSale(t.transport, shop, cashSale(shop, [{ productId: product.id, quantity: 2, calcPrice: 200 }]));
    expect(sold.status, sold.body.errordesc).toBe(200);
    await settleJobs(t);
    expect((await movements()).at(-1)).toMatchObject({ sarNo: 3, sarTyCd: '11', itemList: [{ itemCd, qty: 2 }] });
    expect(await master(itemCd)).toBe(10);

    const note = await postCreditNote(t.transport, shop, {
      originalTransactionId: sold.body.result!.transactionId,
      itemList: [{ productId: product.id, quantity: 1, addInventory: true }],
      reason: '03',
    });
    expect(note.status, note.body.errordesc).toBe(200);
    await settleJobs(t);
    expect((await movements()).at(-1)).toMatchObject({ sarNo: 4, sarTyCd: '03', itemList: [{ itemCd, qty: 1 }] });
    expect(await master(itemCd)).toBe(11);

    const reports = await t.call(getEtimsStockReports, { token: shop.token, query: { businessId: shop.businessId } });
    expect(reports.body.result!.map((report) => [report.releaseNo, report.sarTyCd, report.state])).toEqual([
      [4, '03', 'Sent'],
      [3, '11', 'Sent'],
      [2, '15', 'Sent'],
      [1, '06', 'Sent'],
    ]);
    expect(reports.body.result![0]!.lines).toEqual([{ productId: product.id, name: 'Unga 2kg', quantity: 1, onHand: 11 }]);
  });

  it('I27 with kra_Registered reports a stock-in (06), I29 corrections 06/16; I27 without it reports nothing', async () => {
    const { shop, movements, master } = await shopWithDevice();
    const product = await addProduct(t.transport, shop, { name: 'Chai 500g', sellingPrice: 250, quantity: 10, taxCode: 'B' });
    const key = () => crypto.randomUUID();
    const received = await t.call(updateStock, { token: shop.token, idempotencyKey: key(), body: { id: product.id, qty: 4, kra_Registered: true } });
    expect(received.status, received.body.errordesc).toBe(200);
    await t.call(updateStock, { token: shop.token, idempotencyKey: key(), body: { id: product.id, qty: 1 } });
    const down = await t.call(adjustStock, {
      token: shop.token,
      idempotencyKey: key(),
      body: { id: product.id, qty: 2, adjustmentType: 'Decrease', reason: 'Damaged' },
    });
    expect(down.status, down.body.errordesc).toBe(200);
    await settleJobs(t);
    const held = await movements();
    expect(held.map((row) => [row.sarNo, row.sarTyCd, row.itemList[0]!.qty])).toEqual([
      [1, '06', 4],
      [2, '16', 2],
    ]);
    expect(await master(held[0]!.itemList[0]!.itemCd)).toBe(13);
  });

  it("a correction made at 00:30 in Nairobi (21:30 UTC the day before) is reported on the shop's day", async () => {
    const { shop, movements } = await shopWithDevice();
    const product = await addProduct(t.transport, shop, { name: 'Maziwa 500ml', sellingPrice: 60, quantity: 10, taxCode: 'B' });
    const res = await t.call(adjustStock, {
      token: shop.token,
      idempotencyKey: crypto.randomUUID(),
      body: { id: product.id, qty: 1, adjustmentType: 'Decrease', reason: 'Damaged', transactionDate: '2026-11-27T21:30:00Z' },
    });
    expect(res.status, res.body.errordesc).toBe(200);
    await settleJobs(t);
    expect((await movements()).map((row) => [row.sarTyCd, row.ocrnDt])).toEqual([['16', '20261128']]);
  });

  it('a lost answer is sent again with the same sarNo and held once; a refusal stops with the reason', async () => {
    const { shop, movements } = await shopWithDevice();
    const product = await addProduct(t.transport, shop, { name: 'Sukari', sellingPrice: 150, quantity: 4, taxCode: 'B' });
    await etims.admin('POST', 'faults', { path: 'insertStockIO', times: 1, kind: 'commitThenDrop' });
    expect((await stockIn(shop, product.id, 6)).status).toBe(200);
    await settleJobs(t);
    expect((await movements()).map((row) => row.sarNo)).toEqual([1]);

    await etims.admin('POST', 'faults', { path: 'insertStockIO', times: 1, kind: 'resultCd:910' });
    expect((await stockOut(shop, product.id, 1)).status).toBe(200);
    await settleJobs(t);
    const reports = (await t.call(getEtimsStockReports, { token: shop.token, query: { businessId: shop.businessId } })).body.result!;
    expect(reports.map((report) => report.state)).toEqual(['Refused', 'Sent']);
    expect(reports[0]!.error).toMatch(/^910/);
  });

  it('P2 lists a transfer another branch sent here; without a device P2–P4 are 409, bad input 400 naming the field', async () => {
    const pin = nextKraPin();
    const head = await shopWithDevice(pin, '00');
    await etims.admin('POST', 'devices', { tin: pin, bhfId: '01', dvcSrlNo: `SN-${pin}-01` });
    const branch = await shopWithDevice(pin, '01');
    const product = await addProduct(t.transport, head.shop, { name: 'Mafuta', sellingPrice: 300, quantity: 9, taxCode: 'B' });
    expect((await stockOut(head.shop, product.id, 4, { sarTyCd: '13', counterpartyBranchId: '01' })).status).toBe(200);
    await settleJobs(t);
    expect((await head.movements())[0]).toMatchObject({ sarTyCd: '13', custBhfId: '01' });
    const list = await t.call(getEtimsMovementList, { token: branch.shop.token, query: { businessId: branch.shop.businessId, startDate: '2020-01-01' } });
    expect(list.status, list.body.errordesc).toBe(200);
    expect(list.body.result).toEqual([expect.objectContaining({ name: 'Mafuta', quantity: 4, branchId: '00', releaseNo: 1 })]);

    const plain = await t.owner();
    const other = await addProduct(t.transport, plain, { name: 'Chumvi', quantity: 2 });
    expect((await stockIn(plain, other.id, 1)).body.code).toBe('INVALID_STATE');
    const bad = await stockOut(head.shop, product.id, 1, { sarTyCd: '06' });
    expect(bad.status).toBe(400);
    expect(bad.body.errordesc).toMatch(/sarTyCd/);
  });
});
