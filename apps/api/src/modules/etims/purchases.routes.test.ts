import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  etimsReceivePurchase,
  getEtimsStockReports,
  getImportedItems,
  getProduct,
  getPurchaseSales,
  registerDevice,
  updateImportedItem,
} from '@dukani/contracts';
import { EtimsClient } from '@dukani/etims';
import { SUGAR, sugarSale } from '@dukani/etims/test-support';
import { addProduct, type Shop } from '@dukani/test-factories';
import { useTestApp } from '../../../test/helper';
import { nextKraPin, settleJobs, useEtimsSimulator } from '../../../test/etims';

const etims = useEtimsSimulator();
const t = useTestApp(() => etims.env());

interface HeldMovement {
  tin: string;
  sarTyCd: string;
  custTin: string | null;
  itemList: { qty: number }[];
}
interface HeldPurchase {
  tin: string;
  invcNo: number;
  spplrTin: string;
  spplrInvcNo: number;
  regTyCd: string;
  rcptTyCd: string;
  pchsSttsCd: string;
}

async function shopWithDevice() {
  const shop = await t.owner();
  const pin = nextKraPin();
  const res = await t.call(registerDevice, { token: shop.token, body: { businessId: shop.businessId, pin, branchId: '00', deviceSerialNo: `SN-${pin}` } });
  expect(res.status, res.body.errordesc).toBe(200);
  return { shop, pin };
}

const quantityOf = async (shop: Shop, productId: number) => (await t.call(getProduct, { token: shop.token, params: { id: productId } })).body.result!.quantity;

describe('imports and purchases (P10–P13)', () => {
  it('P10 lists customs lines; P11 accepts one mapped to a product (stock in, reported 01) and rejects another; a decided line is 409', async () => {
    const { shop, pin } = await shopWithDevice();
    const product = await addProduct(t.transport, shop, { name: 'Rice 25kg', sellingPrice: 3000, quantity: 2, taxCode: 'B' });
    await etims.admin('POST', 'imports', {
      tin: pin,
      bhfId: '00',
      itemList: [
        {
          taskCd: 'T-1',
          dclDe: '01112026',
          itemSeq: 1,
          dclNo: 'C-77',
          hsCd: '1006300000',
          itemNm: 'Rice',
          qty: 40,
          qtyUnitCd: 'U',
          spplrNm: 'Bangkok Rice Co',
          invcFcurAmt: 900,
          invcFcurCd: 'USD',
        },
        { taskCd: 'T-1', dclDe: '01112026', itemSeq: 2, itemNm: 'Broken rice', qty: 5 },
      ],
    });
    const list = await t.call(getImportedItems, { token: shop.token, query: { businessId: shop.businessId }, body: {} });
    expect(list.status, list.body.errordesc).toBe(200);
    expect(list.body.result).toEqual([
      expect.objectContaining({
        taskCode: 'T-1',
        // API.md 1.6: YYYY-MM-DD, not KRA's ddMMyyyy "01112026" (issue 36).
        declarationDate: '2026-11-01',
        itemSequence: 1,
        declarationNo: 'C-77',
        quantity: 40,
        supplierName: 'Bangkok Rice Co',
        importItemStatusCode: '2',
      }),
      expect.objectContaining({ itemSequence: 2, itemName: 'Broken rice', importItemStatusCode: '2' }),
    ]);
    const decide = (itemSequence: number, importItemStatusCode: '3' | '4', declarationDate = '2026-11-01') =>
      t.call(updateImportedItem, {
        token: shop.token,
        body: { businessId: shop.businessId, taskCode: 'T-1', declarationDate, itemSequence, productId: product.id, importItemStatusCode },
      });
    const badDay = await decide(1, '3', '1.11.2026');
    expect([badDay.status, badDay.body.field, badDay.body.errordesc]).toEqual([400, 'declarationDate', 'declarationDate: must be a date YYYY-MM-DD']);
    // P11 takes P10's day and turns it back into the authority's ddMMyyyy: the simulator matches the line by it.
    const accepted = await decide(1, '3');
    expect(accepted.status, accepted.body.errordesc).toBe(200);
    expect(accepted.body.result).toMatchObject({ importItemStatusCode: '3', declarationDate: '2026-11-01' });
    // KRA's own form is still taken, for a caller that kept it.
    expect((await decide(2, '4', '01112026')).body.result!.importItemStatusCode).toBe('4');
    expect((await decide(1, '3')).body.code).toBe('INVALID_STATE');
    expect(await quantityOf(shop, product.id)).toBe(42);
    await settleJobs(t);
    const movements = (await etims.findState<HeldMovement>('stockIO')).filter((row) => row.tin === pin);
    expect(movements.map((row) => [row.sarTyCd, row.itemList[0]!.qty])).toEqual([['01', 40]]);
    const statuses = (await t.call(getImportedItems, { token: shop.token, query: { businessId: shop.businessId }, body: {} })).body.result!.map(
      (item) => item.importItemStatusCode,
    );
    expect(statuses).toEqual(['3', '4']);
  });

  it("P12 lists a supplier's signed sale to us; P13 confirms it once (insertTrnsPurchase A/P/02), adds Purchase stock and reports 02", async () => {
    const buyer = await shopWithDevice();
    // An eTIMS supplier (another taxpayer) signs a sale naming our PIN as the buyer (§5.16).
    const supplier = { pin: nextKraPin() };
    const init = await new EtimsClient({ baseUrl: etims.sim.apiUrl, tin: supplier.pin, bhfId: '00' }).selectInitOsdcInfo({
      tin: supplier.pin,
      bhfId: '00',
      dvcSrlNo: 'SN-SUPPLIER',
    });
    const supplierClient = new EtimsClient({ baseUrl: etims.sim.apiUrl, tin: supplier.pin, bhfId: '00', cmcKey: init.info!.cmcKey });
    await supplierClient.saveItem(SUGAR);
    await supplierClient.saveTrnsSalesOsdc({ ...sugarSale(1, 3), custTin: buyer.pin, custNm: 'Our shop' });

    const list = await t.call(getPurchaseSales, { token: buyer.shop.token, query: { businessId: buyer.shop.businessId }, body: {} });
    expect(list.status, list.body.errordesc).toBe(200);
    const [offer] = list.body.result!;
    expect(offer).toMatchObject({ supplierPin: supplier.pin, invoiceNo: 1, totalAmount: 540, received: false });
    expect(offer!.itemList[0]).toMatchObject({ quantity: 3, unitCost: 180, productId: 0 });

    const mine = await addProduct(t.transport, buyer.shop, { name: 'Sukari gunia', sellingPrice: 6500, quantity: 1, taxCode: 'B' });
    const body = {
      businessId: buyer.shop.businessId,
      salesDate: offer!.salesDate,
      supplierPin: supplier.pin,
      invoiceNo: 1,
      itemList: [{ productId: mine.id, quantity: 3, unitCost: 180 }],
    };
    const received = await t.call(etimsReceivePurchase, { token: buyer.shop.token, idempotencyKey: crypto.randomUUID(), body });
    expect(received.status, received.body.errordesc).toBe(200);
    expect(received.body.result!.received).toBe(true);
    expect((await t.call(etimsReceivePurchase, { token: buyer.shop.token, idempotencyKey: crypto.randomUUID(), body })).body.code).toBe('INVALID_STATE');
    expect(await quantityOf(buyer.shop, mine.id)).toBe(4);

    const held = (await etims.findState<HeldPurchase>('purchases')).filter((row) => row.tin === buyer.pin);
    expect(held).toEqual([expect.objectContaining({ invcNo: 1, spplrTin: supplier.pin, spplrInvcNo: 1, regTyCd: 'A', rcptTyCd: 'P', pchsSttsCd: '02' })]);
    await settleJobs(t);
    const reports = (await t.call(getEtimsStockReports, { token: buyer.shop.token, query: { businessId: buyer.shop.businessId } })).body.result!;
    expect(reports.map((report) => [report.sarTyCd, report.state])).toEqual([['02', 'Sent']]);
    const movement = (await etims.findState<HeldMovement>('stockIO')).find((row) => row.tin === buyer.pin);
    expect(movement).toMatchObject({ sarTyCd: '02', custTin: supplier.pin });
    const relisted = await t.call(getPurchaseSales, { token: buyer.shop.token, query: { businessId: buyer.shop.businessId }, body: {} });
    expect(relisted.body.result![0]!.received).toBe(true);
  });
});
