import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_IMPORT_COLUMNS, addProduct as addProductRoute, updateProduct as updateProductRoute, type ImportResult } from '@dukani/contracts';
import { productBody } from '@dukani/test-factories';
import { call, useTestApp } from './helper';
import { createOwner, type Owner } from './fixtures';
import { addProduct, cashSale, postSale, stockOf } from './sales';
import { adjust, receive } from './stock';

// Item 4 of issue 12: a quantity follows its unit on the server too, whatever a till or a script sends.
const t = useTestApp();
let owner: Owner;
let omo: { id: number; name: string };
let rice: { id: number; name: string };
const PIECE = 1;
const KILOGRAM = 2;

beforeAll(async () => {
  owner = await createOwner(t, { businessName: 'Units Duka' });
  omo = await addProduct(t, owner, { name: 'Omo 1kg', sellingPrice: 250, quantity: 64, unitId: PIECE });
  rice = await addProduct(t, owner, { name: 'Pishori Rice', sellingPrice: 180, quantity: 50, unitId: KILOGRAM });
});

describe('a sale', () => {
  it('refuses 2.5 pieces, naming the line and the product, and takes no stock', async () => {
    const res = await postSale(t, owner, cashSale(owner, [{ productId: omo.id, quantity: 2.5, calcPrice: 250 }]));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('itemList[0].quantity');
    expect(res.body.errordesc).toBe('itemList[0].quantity: Omo 1kg is sold in whole pieces, not 2.5');
    expect(await stockOf(t, owner, omo.id)).toBe(64);
  });

  it('refuses a negative quantity instead of dropping the line', async () => {
    const lines = [
      { productId: omo.id, quantity: 2, calcPrice: 250 },
      { productId: rice.id, quantity: -1, calcPrice: 180 },
    ];
    const res = await postSale(t, owner, cashSale(owner, lines));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('itemList[1].quantity');
    expect(res.body.errordesc).toBe('The quantity of #2 must be more than 0');
  });

  it('sells 1.25 kg of a measured product but refuses a fourth decimal', async () => {
    const refused = await postSale(t, owner, cashSale(owner, [{ productId: rice.id, quantity: 1.2505, calcPrice: 180 }]));
    expect(refused.status).toBe(400);
    expect(refused.body.errordesc).toBe('itemList[0].quantity: Pishori Rice takes at most 3 decimals, not 1.2505');
    const sold = await postSale(t, owner, cashSale(owner, [{ productId: rice.id, quantity: 1.25, calcPrice: 180 }]));
    expect(sold.status, sold.body.errordesc).toBe(200);
    expect(await stockOf(t, owner, rice.id)).toBe(48.75);
  });

  it('names the right line when the second one is wrong', async () => {
    const lines = [
      { productId: rice.id, quantity: 0.5, calcPrice: 180 },
      { productId: omo.id, quantity: 1.5, calcPrice: 250 },
    ];
    const res = await postSale(t, owner, cashSale(owner, lines));
    expect(res.body.field).toBe('itemList[1].quantity');
  });
});

describe('stock received and adjusted', () => {
  it('refuses half a piece when receiving, adjusting or setting a count', async () => {
    for (const [send, body] of [
      [receive, { id: omo.id, qty: 0.5 }],
      [adjust, { id: omo.id, qty: 1.5, adjustmentType: 'Increase' }],
      [adjust, { id: omo.id, qty: 2.5, adjustmentType: 'Decrease' }],
      [adjust, { id: omo.id, qty: 60.5, adjustmentType: 'Set' }],
    ] as const) {
      const res = await send(t, owner.token, body);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('qty');
      expect(res.body.errordesc).toMatch(/^qty: Omo 1kg is counted in whole pieces, not /);
    }
    expect(await stockOf(t, owner, omo.id)).toBe(64);
  });

  it('takes kilograms with 3 decimals and a count of 0 for pieces', async () => {
    expect((await receive(t, owner.token, { id: rice.id, qty: 2.125 })).status).toBe(200);
    expect((await adjust(t, owner.token, { id: omo.id, qty: 0, adjustmentType: 'Set' })).status).toBe(200);
    expect(await stockOf(t, owner, omo.id)).toBe(0);
  });
});

describe('a product form', () => {
  it('refuses opening stock of 2.5 pieces, for the product and for a variant', async () => {
    const own = await t.call(addProductRoute, { token: owner.token, body: productBody(owner, { name: 'Bic Pen', quantity: 2.5, unitId: PIECE }) });
    expect(own.status).toBe(400);
    expect(own.body.errordesc).toBe('quantity: Bic Pen is counted in whole pieces, not 2.5');
    const variants = [
      { name: 'Blue', sellingPrice: 20, quantity: 10 },
      { name: 'Red', sellingPrice: 20, quantity: 0.5 },
    ];
    const variant = await t.call(addProductRoute, { token: owner.token, body: productBody(owner, { name: 'Bic Pen', unitId: 7, variants }) });
    expect(variant.status).toBe(400);
    expect(variant.body).toMatchObject({ field: 'variants[1].quantity', errordesc: 'variants[1].quantity: Bic Pen Red is counted in whole boxes, not 0.5' });
  });

  it('refuses a new variant of 1.5 pieces on edit, and takes 0.75 kg of a measured product', async () => {
    const pen = await addProduct(t, owner, { name: 'Pencil', quantity: 0, unitId: PIECE });
    const body = productBody(owner, { name: 'Pencil', unitId: PIECE, variants: [{ name: 'HB', sellingPrice: 10, quantity: 1.5 }] });
    const res = await t.call(updateProductRoute, { token: owner.token, params: { id: pen.id }, body });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('variants[0].quantity');
    const flour = await t.call(addProductRoute, { token: owner.token, body: productBody(owner, { name: 'Flour', quantity: 0.75, unitId: KILOGRAM }) });
    expect(flour.status, flour.body.errordesc).toBe(200);
    expect(flour.body.result!.quantity).toBe(0.75);
  });
});

describe('the CSV import', () => {
  it('reports a row of 2.5 pieces with its line and saves the measured one', async () => {
    const row = (name: string, unit: string, quantity: string) =>
      PRODUCT_IMPORT_COLUMNS.map((column) => ({ name, unit, quantity, sellingPrice: '100', buyingPrice: '80' })[column as string] ?? '').join(',');
    const csv = [PRODUCT_IMPORT_COLUMNS.join(','), row('Soap Bar', 'Piece', '2.5'), row('Sukuma', 'Kilogram', '1.5')].join('\r\n');
    const form = new FormData();
    form.set('Product', new Blob([csv], { type: 'text/csv' }), 'products.csv');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const res = await call<ImportResult>(t.app, 'POST', `/api/Product/BulkUploadProducts/${owner.businessId}`, {
      token: owner.token,
      body: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')! },
    });
    expect(res.status, res.body.errordesc).toBe(200);
    expect(res.body.result).toEqual({ inserted: 1, failed: 1, errors: [{ row: 2, errordesc: 'quantity: Soap Bar is counted in whole pieces, not 2.5' }] });
  });
});
