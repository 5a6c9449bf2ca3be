import { beforeAll, describe, expect, it } from 'vitest';
import {
  addSupplier,
  bulkUploadSuppliers,
  deleteSupplier,
  getAllBusinessSuppliers,
  getSupplier,
  getSupplierImportTemplate,
  SUPPLIER_IMPORT_COLUMNS,
  updateSupplier,
  type Supplier,
  type SupplierInput,
} from '@dukani/contracts';
import { addProduct, addPurchase } from '@dukani/test-factories';
import { useTestApp, call } from '../../../test/helper';
import { createMember, type Owner } from '../../../test/fixtures';
import { insertSupplier } from '../../../test/catalog';

const t = useTestApp();
let owner: Owner;
let stranger: Owner;
beforeAll(async () => {
  owner = await t.owner();
  stranger = await t.owner();
});

const body = (shop: Owner, input: Partial<SupplierInput> = {}): SupplierInput => ({ supplierName: 'Bidco Africa', businessId: shop.businessId, ...input });

async function upload(shop: Owner, csv: string) {
  const form = new FormData();
  form.set('csvFile', new Blob([csv], { type: 'text/csv' }), 'suppliers.csv');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: `/api/Supplier/AddSupplierBulk/${shop.businessId}`,
    headers: { authorization: `Bearer ${shop.token}`, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

describe('N1 GetAllBusinessSuppliers', () => {
  it('lists the business’s suppliers by name, without deleted ones', async () => {
    const shop = await t.owner();
    await insertSupplier(t, shop, 'Kapa Oil');
    await insertSupplier(t, shop, 'bidco');
    await insertSupplier(t, shop, 'Removed', { deletedAt: new Date() });
    await insertSupplier(t, stranger, 'Theirs');
    const res = await call<Supplier[]>(t.app, 'GET', `/api/Supplier/GetAllBusinessSuppliers/${shop.businessId}`, { token: shop.token });
    expect(res.status).toBe(200);
    const suppliers = getAllBusinessSuppliers.result.parse(res.body.result);
    expect(suppliers.map((supplier) => supplier.supplierName)).toEqual(['bidco', 'Kapa Oil']);
    expect(suppliers[0]).toMatchObject({ businessId: shop.businessId, isActive: true, supplierEmail: null, balance: 0 });
  });

  it('answers 403 for another tenant’s business and for a role without suppliers', async () => {
    expect((await call(t.app, 'GET', `/api/Supplier/GetAllBusinessSuppliers/${stranger.businessId}`, { token: owner.token })).status).toBe(403);
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    const res = await call(t.app, 'GET', `/api/Supplier/GetAllBusinessSuppliers/${owner.businessId}`, { token: cashier.token });
    expect(res.status).toBe(403);
  });
});

describe('N2–N5 a supplier’s record', () => {
  it('adds with paymentTerms from the query, reads, edits and soft-deletes it', async () => {
    const added = await t.call(addSupplier, {
      token: owner.token,
      query: { paymentTerms: '30 days' },
      body: body(owner, { supplierName: 'Kapa Oil Refineries', supplierEmail: 'orders@kapa.example', kraPin: 'P051234567X' }),
    });
    expect(added.status).toBe(200);
    expect(added.body.result).toMatchObject({
      supplierName: 'Kapa Oil Refineries',
      paymentTerms: '30 days',
      createdById: owner.userId,
      isActive: true,
      balance: 0,
    });
    const id = added.body.result!.id;

    expect((await t.call(getSupplier, { token: owner.token, params: { id } })).body.result).toMatchObject({ id, kraPin: 'P051234567X' });

    const edited = await t.call(updateSupplier, { token: owner.token, params: { id }, body: body(owner, { supplierName: 'Kapa Oil', county: 'Mombasa' }) });
    expect(edited.status).toBe(200);
    // No paymentTerms in the query keeps them; the body's email left out is cleared like every field of the body.
    expect(edited.body.result).toMatchObject({ supplierName: 'Kapa Oil', county: 'Mombasa', paymentTerms: '30 days', supplierEmail: null });
    const terms = await t.call(updateSupplier, {
      token: owner.token,
      params: { id },
      query: { paymentTerms: 'COD' },
      body: body(owner, { supplierName: 'Kapa Oil' }),
    });
    expect(terms.body.result?.paymentTerms).toBe('COD');

    expect((await t.call(deleteSupplier, { token: owner.token, params: { id } })).status).toBe(200);
    expect((await t.call(getSupplier, { token: owner.token, params: { id } })).status).toBe(404);
    const list = await t.call(getAllBusinessSuppliers, { token: owner.token, params: { businessId: owner.businessId } });
    expect(list.body.result?.map((supplier) => supplier.id)).not.toContain(id);
  });

  it('refuses a name a live supplier already has (any case) with 409, and frees it once that one is deleted', async () => {
    const first = await t.call(addSupplier, { token: owner.token, body: body(owner, { supplierName: 'Twiga Foods' }) });
    const again = await t.call(addSupplier, { token: owner.token, body: body(owner, { supplierName: 'twiga foods' }) });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'DUPLICATE' });
    expect(again.body.errordesc).toContain('twiga foods');
    const other = await t.call(addSupplier, { token: owner.token, body: body(owner, { supplierName: 'Other' }) });
    const rename = await t.call(updateSupplier, {
      token: owner.token,
      params: { id: other.body.result!.id },
      body: body(owner, { supplierName: 'TWIGA FOODS' }),
    });
    expect(rename.status).toBe(409);
    await t.call(deleteSupplier, { token: owner.token, params: { id: first.body.result!.id } });
    expect((await t.call(addSupplier, { token: owner.token, body: body(owner, { supplierName: 'Twiga Foods' }) })).status).toBe(200);
  });

  it('names the field of bad input', async () => {
    const noName = await t.call(addSupplier, { token: owner.token, body: body(owner, { supplierName: '  ' }) });
    expect(noName.status).toBe(400);
    expect(noName.body.field).toBe('supplierName');
    const email = await t.call(addSupplier, { token: owner.token, body: body(owner, { supplierName: 'Mail', supplierEmail: 'not-mail' }) });
    expect(email.body.field).toBe('supplierEmail');
    const terms = await t.call(addSupplier, { token: owner.token, query: { paymentTerms: 'x'.repeat(51) }, body: body(owner, { supplierName: 'Terms' }) });
    expect(terms.status).toBe(400);
    expect(terms.body.field).toBe('paymentTerms');
  });

  it('keeps another shop’s suppliers out of reach: 404 by id, 403 by business', async () => {
    const theirs = await insertSupplier(t, stranger, 'Stranger Supplier');
    expect((await t.call(getSupplier, { token: owner.token, params: { id: theirs.id } })).status).toBe(404);
    expect((await t.call(updateSupplier, { token: owner.token, params: { id: theirs.id }, body: body(owner, { supplierName: 'Mine now' }) })).status).toBe(404);
    expect((await t.call(updateSupplier, { token: owner.token, params: { id: theirs.id }, body: body(stranger, { supplierName: 'Mine now' }) })).status).toBe(
      403,
    );
    expect((await t.call(deleteSupplier, { token: owner.token, params: { id: theirs.id } })).status).toBe(404);
    expect((await t.call(addSupplier, { token: owner.token, body: body(stranger, { supplierName: 'Planted' }) })).status).toBe(403);
    const still = await t.call(getSupplier, { token: stranger.token, params: { id: theirs.id } });
    expect(still.body.result).toMatchObject({ supplierName: 'Stranger Supplier', isActive: true });
  });

  it('a deleted supplier’s purchases stay, with what is owed on them', async () => {
    const shop = await t.owner();
    const supplier = await t.call(addSupplier, { token: shop.token, body: body(shop, { supplierName: 'Gone Soon' }) });
    const product = await addProduct(t.transport, shop, { name: 'Sugar 1kg', quantity: 0 });
    const purchase = await addPurchase(t.transport, shop, supplier.body.result!.id, [
      { item_Desc: 'Sugar', quantity: 2, itemCost: 150, productId: product.id },
    ]);
    await t.call(deleteSupplier, { token: shop.token, params: { id: supplier.body.result!.id } });
    const payables = await call<{ total: number }>(t.app, 'GET', `/api/Supplier/GetPayables/${shop.businessId}`, { token: shop.token });
    expect(payables.body.result).toMatchObject({ total: 300 });
    expect(purchase.supplierName).toBe('Gone Soon');
  });
});

describe('N8 / N9 CSV template and import', () => {
  it('the template is the header row of N9 and one example that imports', async () => {
    const res = await t.app.inject({ method: 'GET', url: getSupplierImportTemplate.path, headers: { authorization: `Bearer ${owner.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [header] = res.body.split('\r\n');
    expect(header).toBe(SUPPLIER_IMPORT_COLUMNS.join(','));
    const shop = await t.owner();
    const imported = await upload(shop, res.body);
    expect(imported.json().result).toEqual({ inserted: 1, failed: 0, errors: [] });
    const [supplier] = (await t.call(getAllBusinessSuppliers, { token: shop.token, params: { businessId: shop.businessId } })).body.result!;
    expect(supplier).toMatchObject({ supplierName: 'Bidco Africa', paymentTerms: '30 days', county: 'Kiambu' });
  });

  it('saves the good rows and reports each bad one with its line', async () => {
    const shop = await t.owner();
    await t.call(addSupplier, { token: shop.token, body: body(shop, { supplierName: 'Already Here' }) });
    const row = (cells: Partial<Record<(typeof SUPPLIER_IMPORT_COLUMNS)[number], string>>) =>
      SUPPLIER_IMPORT_COLUMNS.map((column) => cells[column] ?? '').join(',');
    const csv = [
      SUPPLIER_IMPORT_COLUMNS.join(','),
      row({ supplierName: 'Good One', supplierEmail: 'good@example.com', supplierPhoneNumber: '0711000000', paymentTerms: '14 days' }),
      row({ supplierEmail: 'nobody@example.com' }),
      row({ supplierName: 'Bad Mail', supplierEmail: 'not-an-email' }),
      row({ supplierName: 'already here' }),
      row({ supplierName: 'Good One' }),
      row({ supplierName: 'Good Two', paymentTerms: 'COD' }),
    ].join('\n');
    const res = await upload(shop, csv);
    expect(res.statusCode).toBe(200);
    const result = bulkUploadSuppliers.result.parse(res.json().result);
    expect(result.inserted).toBe(2);
    expect(result.failed).toBe(4);
    expect(result.errors.map((error) => error.row)).toEqual([3, 4, 5, 6]);
    expect(result.errors[0]!.errordesc).toContain('supplierName');
    expect(result.errors[1]!.errordesc).toContain('supplierEmail');
  });

  it('refuses a wrong header with 400 on csvFile and saves nothing', async () => {
    const shop = await t.owner();
    const res = await upload(shop, 'name,phone\nBidco,0711000000\n');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'csvFile' });
    const list = await t.call(getAllBusinessSuppliers, { token: shop.token, params: { businessId: shop.businessId } });
    expect(list.body.result).toEqual([]);
  });
});
