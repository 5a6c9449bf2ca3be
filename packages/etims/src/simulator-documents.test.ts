import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EtimsClient } from './etims-client';
import type { StockIoRequest } from './schemas/stock';
import { DEMO_BUYER_TIN, DEMO_SUPPLIER_TIN, DEMO_TIN } from './simulator';
import {
  AUDIT,
  EXAMPLE_CREDIT_NOTE,
  EXAMPLE_SALE,
  EXAMPLE_STOCK_OUT,
  failureOf,
  SOYA,
  startSimulator,
  SUGAR,
  sugarSale,
  type TestSimulator,
} from './test-support';

let sim: TestSimulator;
let client: EtimsClient;

beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(async () => {
  await sim.close();
});
beforeEach(async () => {
  sim.reset({ fixtures: true });
  ({ client } = await sim.createDeviceClient(DEMO_TIN, '00', 'DEMO-00-0001'));
  await client.saveItem(SUGAR);
  await client.saveItem(SOYA);
});

/** Opening stock (`06`) so the worked example's movements leave §14.4's remaining quantities. */
const openingStock = (sarNo: number): StockIoRequest => ({
  ...EXAMPLE_STOCK_OUT,
  sarNo,
  sarTyCd: '06',
  remark: 'opening stock',
  itemList: [
    { ...EXAMPLE_STOCK_OUT.itemList[0]!, qty: 48, pkg: 48, splyAmt: 7200, taxblAmt: 7200, taxAmt: 993.1, totAmt: 7200 },
    { ...EXAMPLE_STOCK_OUT.itemList[1]!, qty: 20, splyAmt: 2200, taxblAmt: 2200, totAmt: 2200 },
  ],
  totTaxblAmt: 9400,
  totTaxAmt: 993.1,
  totAmt: 9400,
});

describe('credit notes (§5.15 rule 4, §14.5)', () => {
  it('accepts §14.5 against §14.3: label NC with its own counter while the total counter continues', async () => {
    await client.saveTrnsSalesOsdc(EXAMPLE_SALE);
    const note = await client.saveTrnsSalesOsdc(EXAMPLE_CREDIT_NOTE);
    expect(note).toMatchObject({ curRcptNo: 1, totRcptNo: 2 });
    const sales = await sim.findState<{ rcptLabel: string; orgInvcNo: number; rfdRsnCd: string }>('sales');
    expect(sales[1]).toMatchObject({ rcptLabel: 'NC', orgInvcNo: 1042, rfdRsnCd: '06', totAmt: 180, taxAmtB: 24.83 });
  });

  it('refuses a credit note without a signed original, without a reason, for another buyer, dated earlier, or crediting too much', async () => {
    expect(await failureOf(client.saveTrnsSalesOsdc(EXAMPLE_CREDIT_NOTE))).toMatchObject({ resultCd: '910', field: 'orgInvcNo' });
    await client.saveTrnsSalesOsdc(EXAMPLE_SALE);
    expect(await failureOf(client.saveTrnsSalesOsdc({ ...EXAMPLE_CREDIT_NOTE, rfdRsnCd: null }))).toMatchObject({ field: 'rfdRsnCd' });
    expect(await failureOf(client.saveTrnsSalesOsdc({ ...EXAMPLE_CREDIT_NOTE, custTin: DEMO_BUYER_TIN }))).toMatchObject({ field: 'custTin' });
    expect(await failureOf(client.saveTrnsSalesOsdc({ ...EXAMPLE_CREDIT_NOTE, salesDt: '20240610' }))).toMatchObject({ field: 'salesDt' });
    await client.saveTrnsSalesOsdc(EXAMPLE_CREDIT_NOTE);
    await client.saveTrnsSalesOsdc({ ...EXAMPLE_CREDIT_NOTE, invcNo: 1044, trdInvcNo: 'CN-00-0000108' });
    // Two bags were sold and two are back: a third credit note is one too many.
    const third = await failureOf(client.saveTrnsSalesOsdc({ ...EXAMPLE_CREDIT_NOTE, invcNo: 1045, trdInvcNo: 'CN-00-0000109' }));
    expect(third).toMatchObject({ kind: 'refused', resultCd: '910', field: 'itemList[0].qty' });
  });
});

describe('stock (§5.18–§5.20, §14.4)', () => {
  it('records §14.4 after opening stock; the stock master matches the ledger at 46 and 18.5', async () => {
    await client.insertStockIO(openingStock(2209));
    await client.insertStockIO(EXAMPLE_STOCK_OUT);
    await client.saveStockMaster({ itemCd: SUGAR.itemCd, rsdQty: 46, ...AUDIT });
    await client.saveStockMaster({ itemCd: SOYA.itemCd, rsdQty: 18.5, ...AUDIT });
    expect(await sim.findState('stockIO')).toEqual([
      expect.objectContaining({ tin: DEMO_TIN, bhfId: '00', sarNo: 2209, sarTyCd: '06' }),
      expect.objectContaining({ sarNo: 2210, sarTyCd: '11', totTaxAmt: 41.38 }),
    ]);
    expect(await sim.findState('stockMaster')).toEqual([
      expect.objectContaining({ itemCd: SUGAR.itemCd, rsdQty: 46, ledgerQty: 46, isMismatch: false }),
      expect.objectContaining({ itemCd: SOYA.itemCd, rsdQty: 18.5, ledgerQty: 18.5, isMismatch: false }),
    ]);
    // The credit note's return (03, orgSarNo 2210) brings one bag back: 47.
    await client.insertStockIO({
      ...EXAMPLE_STOCK_OUT,
      sarNo: 2211,
      orgSarNo: 2210,
      sarTyCd: '03',
      itemList: [{ ...EXAMPLE_STOCK_OUT.itemList[0]!, qty: 1 }],
      totItemCnt: 1,
    });
    await client.saveStockMaster({ itemCd: SUGAR.itemCd, rsdQty: 47, ...AUDIT });
    expect((await sim.findState('stockMaster'))[0]).toMatchObject({ rsdQty: 47, ledgerQty: 47, isMismatch: false });
  });

  it('treats a re-sent sarNo as 994, refuses negative rsdQty, services and unknown items, and records a master that differs', async () => {
    await client.insertStockIO(openingStock(1));
    expect(await failureOf(client.insertStockIO(openingStock(1)))).toMatchObject({ kind: 'unknown', resultCd: '994' });
    expect(await failureOf(client.saveStockMaster({ itemCd: SUGAR.itemCd, rsdQty: -1, ...AUDIT }))).toMatchObject({ resultCd: '893', field: 'rsdQty' });
    await client.saveItem({ ...SUGAR, itemCd: 'KE3OUU0000003', itemTyCd: '3', pkgUnitCd: 'OU', itemNm: 'Delivery', itemClsCd: '78102200' });
    const service = { ...openingStock(2), itemList: [{ ...openingStock(2).itemList[0]!, itemCd: 'KE3OUU0000003' }], totItemCnt: 1 };
    expect(await failureOf(client.insertStockIO(service))).toMatchObject({ resultCd: '910', field: 'itemList[0].itemCd' });
    await client.saveStockMaster({ itemCd: SUGAR.itemCd, rsdQty: 40, ...AUDIT });
    expect((await sim.findState('stockMaster'))[0]).toMatchObject({ rsdQty: 40, ledgerQty: 48, isMismatch: true });
  });

  it("shows a transfer (13) to branch 01 in that branch's selectStockMoveList, sender in custBhfId", async () => {
    const { client: branch01 } = await sim.createDeviceClient(DEMO_TIN, '01', 'DEMO-01-0001');
    await client.insertStockIO({ ...EXAMPLE_STOCK_OUT, sarNo: 5, sarTyCd: '13', custTin: DEMO_TIN, custBhfId: '01' });
    const moves = await branch01.selectStockMoveList('20180101000000');
    expect(moves.list).toEqual([expect.objectContaining({ custTin: DEMO_TIN, custBhfId: '00', sarNo: 5, totItemCnt: 2 })]);
    expect((await client.selectStockMoveList('20180101000000')).list).toEqual([]);
  });
});

describe('purchases and imports (§5.13–§5.17)', () => {
  it("puts a supplier's sale naming us as buyer in our purchase list, and records our confirmation once", async () => {
    const { client: supplier } = await sim.createDeviceClient(DEMO_SUPPLIER_TIN, '00', 'SUPPLIER-1');
    await supplier.saveItem(SUGAR);
    await supplier.saveTrnsSalesOsdc({
      ...sugarSale(77, 3),
      custTin: DEMO_TIN,
      custNm: 'DEMO RETAIL LTD',
      receipt: { ...EXAMPLE_SALE.receipt, custTin: DEMO_TIN },
    });
    await supplier.saveTrnsSalesOsdc(sugarSale(78));
    const pulled = await client.selectTrnsPurchaseSalesList('20180101000000');
    expect(pulled.list).toEqual([
      expect.objectContaining({ spplrTin: DEMO_SUPPLIER_TIN, spplrBhfId: '00', spplrInvcNo: 77, rcptTyCd: 'S', cfmDt: '2024-06-11 14:30:05' }),
    ]);
    expect(pulled.list[0]?.spplrSdcId).toMatch(/^KRACU/);
    const sale = pulled.list[0]!;
    const line = sale.itemList[0]!;
    const purchase = {
      ...sugarSale(1, 3),
      pchsTyCd: 'N',
      rcptTyCd: 'P' as const,
      pmtTyCd: '01',
      pchsSttsCd: '02',
      regTyCd: 'A' as const,
      pchsDt: '20240611',
      spplrTin: sale.spplrTin,
      spplrBhfId: sale.spplrBhfId,
      spplrInvcNo: sale.spplrInvcNo,
      itemList: [{ ...sugarSale(1, 3).itemList[0]!, itemCd: '', spplrItemCd: line.itemCd }],
    };
    await client.insertTrnsPurchase(purchase);
    expect(await failureOf(client.insertTrnsPurchase(purchase))).toMatchObject({ resultCd: '994' });
    expect(await sim.findState('purchases')).toEqual([expect.objectContaining({ tin: DEMO_TIN, bhfId: '00', invcNo: 1, spplrInvcNo: 77, regTyCd: 'A' })]);
  });

  it('lists injected import lines with dclDe as ddMMyyyy and approves one matched to a registered item', async () => {
    await sim.admin('POST', 'clock', { now: '2025-03-01T09:00:00Z' });
    const added = await sim.admin('POST', 'imports', {
      tin: DEMO_TIN,
      bhfId: '00',
      itemList: [{ itemNm: 'Rice 50kg', hsCd: '1006300000', qty: 40, qtyUnitCd: 'KG' }],
    });
    expect(added.body).toEqual([expect.objectContaining({ itemSeq: 1, dclDe: '01032025', imptItemsttsCd: '2' })]);
    const lines = await client.selectImportItemList('20180101000000');
    expect(lines.list).toHaveLength(3);
    const rice = lines.list.find((line) => line.itemNm === 'Rice 50kg')!;
    const update = {
      taskCd: rice.taskCd,
      dclDe: rice.dclDe,
      itemSeq: rice.itemSeq,
      hsCd: '1006300000',
      itemClsCd: SOYA.itemClsCd,
      itemCd: SOYA.itemCd,
      imptItemSttsCd: '3' as const,
      ...AUDIT,
    };
    expect(await failureOf(client.updateImportItem({ ...update, itemCd: 'KE1BGKG9999999' }))).toMatchObject({ resultCd: '910', field: 'itemCd' });
    expect(await failureOf(client.updateImportItem({ ...update, itemSeq: 9 }))).toMatchObject({ kind: 'refused', resultCd: '001' });
    // The documented yyyyMMdd form of the same date finds the line too.
    await client.updateImportItem({ ...update, dclDe: '20250301' });
    const stored = await sim.findState<{ itemNm: string; imptItemsttsCd: string; itemCd: string }>('imports');
    expect(stored.find((line) => line.itemNm === 'Rice 50kg')).toMatchObject({ imptItemsttsCd: '3', itemCd: SOYA.itemCd });
    expect((await sim.admin('POST', 'imports', { tin: DEMO_TIN, bhfId: '00', itemList: [] })).status).toBe(400);
  });
});
