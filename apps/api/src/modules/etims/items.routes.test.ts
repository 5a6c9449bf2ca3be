import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getProduct, registerDevice } from '@dukani/contracts';
import { addProduct, addService } from '@dukani/test-factories';
import { call, useTestApp } from '../../../test/helper';
import { editBody } from '../../../test/catalog';
import { nextKraPin, settleJobs, useEtimsSimulator } from '../../../test/etims';
import type { Owner } from '../../../test/fixtures';

const etims = useEtimsSimulator();
const t = useTestApp(() => etims.env());

interface HeldItem {
  tin: string;
  itemCd: string;
  itemNm: string;
  itemTyCd: string;
  orgnNatCd: string;
  pkgUnitCd: string;
  qtyUnitCd: string;
  taxTyCd: string;
  dftPrc: number;
}

async function register(owner: Owner) {
  const pin = nextKraPin();
  const res = await t.call(registerDevice, { token: owner.token, body: { businessId: owner.businessId, pin, branchId: '00', deviceSerialNo: `SN-${pin}` } });
  expect(res.status, res.body.errordesc).toBe(200);
  return { pin, heldItems: async () => (await etims.findState<HeldItem>('items')).filter((item) => item.tin === pin) };
}

const itemCodeOf = async (owner: Owner, id: number) => (await t.call(getProduct, { token: owner.token, params: { id } })).body.result!.itemCode;

describe('items (§6, saveItem)', () => {
  it('registers the products a shop had before its device (the back-fill), with their codes', async () => {
    const owner = await t.owner();
    const rice = await addProduct(t.transport, owner, {
      name: `Rice ${crypto.randomUUID().slice(0, 4)}`,
      sellingPrice: 180,
      taxCode: 'B',
      kra_ProductType: '1',
      country_Origin: 'TZ',
    });
    const repair = await addService(t.transport, owner, { name: 'Phone repair', sellingPrice: 500, taxCode: 'B' });
    const { heldItems } = await register(owner);
    await settleJobs(t);

    const held = await heldItems();
    expect(held).toHaveLength(2);
    const riceCode = await itemCodeOf(owner, rice.id);
    const repairCode = await itemCodeOf(owner, repair.id);
    expect(riceCode).toMatch(/^TZ1NTU\d{7}$/);
    expect(repairCode).toMatch(/^KE3OU/);
    expect(held.find((item) => item.itemCd === riceCode)).toMatchObject({ itemNm: rice.name, itemTyCd: '1', orgnNatCd: 'TZ', taxTyCd: 'B', dftPrc: 180 });
    expect(held.find((item) => item.itemCd === repairCode)).toMatchObject({ itemNm: 'Phone repair', itemTyCd: '3', pkgUnitCd: 'OU', dftPrc: 500 });
    expect(new Set(held.map((item) => item.itemCd.slice(-7))).size).toBe(2);
  });

  it('registers a product created after the device at once, without a sale, and sends a price change again', async () => {
    const owner = await t.owner();
    const { heldItems } = await register(owner);
    await settleJobs(t);
    const soap = await addProduct(t.transport, owner, { name: 'Soap', sellingPrice: 60, taxCode: 'B' });
    await settleJobs(t);
    const code = await itemCodeOf(owner, soap.id);
    expect(await heldItems()).toEqual([expect.objectContaining({ itemCd: code, itemNm: 'Soap', dftPrc: 60, orgnNatCd: 'KE', itemTyCd: '2' })]);

    const product = (await t.call(getProduct, { token: owner.token, params: { id: soap.id } })).body.result!;
    const changed = await call(t.app, 'POST', `/api/Product/UpdateProduct/${soap.id}`, { token: owner.token, body: editBody(product, { sellingPrice: 65 }) });
    expect(changed.status, changed.body.errordesc).toBe(200);
    await settleJobs(t);
    expect(await heldItems()).toEqual([expect.objectContaining({ itemCd: code, dftPrc: 65 })]);
  });
});
