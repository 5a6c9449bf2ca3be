import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bulkUploadProducts, PRODUCT_IMPORT_COLUMNS, type Category, type ImportResult, type Subcategory } from '@dukani/contracts';
import { auditLog, categories, products, stockMovements, subcategories } from '../../db/schema';
import { useTestApp, call, PNG_1X1 } from '../../../test/helper';
import { createMember, createOwner, type Owner } from '../../../test/fixtures';

const t = useTestApp();
let owner: Owner;
let beverages: Category;
let tea: Subcategory;
beforeAll(async () => {
  owner = await createOwner(t, { businessName: 'Import Duka' });
  beverages = await addCategory(owner, 'Beverages');
  const res = await call<Subcategory>(t.app, 'POST', '/api/Product/AddSubCategory', {
    token: owner.token,
    body: { name: 'Tea', businessId: owner.businessId, categoryId: beverages.id },
  });
  expect(res.status, res.body.errordesc).toBe(200);
  tea = res.body.result!;
});
async function addCategory(o: Owner, categoryname: string, productType: 0 | 1 = 0) {
  const res = await call<Category>(t.app, 'POST', '/api/Product/AddCategory', {
    token: o.token,
    body: { categoryname, productType, businessId: o.businessId },
  });
  expect(res.status, res.body.errordesc).toBe(200);
  return res.body.result!;
}

/** The browser's request: the file in the `Product` part of multipart/form-data. */
async function upload(o: Pick<Owner, 'token' | 'businessId'>, file: string | Buffer) {
  const form = new FormData();
  form.set('Product', new Blob([typeof file === 'string' ? file : new Uint8Array(file)], { type: 'text/csv' }), 'products.csv');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return call<ImportResult>(t.app, 'POST', `/api/Product/BulkUploadProducts/${o.businessId}`, {
    token: o.token,
    body: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  });
}

const HEADER = PRODUCT_IMPORT_COLUMNS.join(',');
/** One data row in the template's column order; cells with a comma, quote or line break are quoted. */
function csvLine(values: Partial<Record<(typeof PRODUCT_IMPORT_COLUMNS)[number], string>>): string {
  return PRODUCT_IMPORT_COLUMNS.map((column) => {
    const value = values[column] ?? '';
    return /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  }).join(',');
}
const productsOf = (businessId: number) => t.database.db.select().from(products).where(eq(products.businessId, businessId)).orderBy(asc(products.id));

describe('I41 GetImportTemplate', () => {
  it('is a CSV download whose header is exactly the I15 columns, with an example row', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Product/GetImportTemplate', headers: { authorization: `Bearer ${owner.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="product-import-template.csv"');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines[1]!.split(',')).toHaveLength(PRODUCT_IMPORT_COLUMNS.length);
  });

  it('imports as it is into a new shop: its category and subcategory are made', async () => {
    const shop = await createOwner(t, { businessName: 'Fresh Template Shop' });
    const template = await t.app.inject({ method: 'GET', url: '/api/Product/GetImportTemplate', headers: { authorization: `Bearer ${shop.token}` } });
    const res = await upload(shop, template.body);
    expect(res.body.result).toEqual({ inserted: 1, failed: 0, errors: [] });
    const [made] = await t.database.db.select().from(categories).where(eq(categories.businessId, shop.businessId));
    expect(made).toMatchObject({ name: 'Groceries', productType: 0 });
    const [sugar] = await t.database.db.select().from(subcategories).where(eq(subcategories.businessId, shop.businessId));
    expect(sugar).toMatchObject({ name: 'Sugar', categoryId: made!.id });
    const [row] = await productsOf(shop.businessId);
    expect(row).toMatchObject({ name: 'Mumias Sugar 2kg', categoryId: made!.id, subcategoryId: sugar!.id });
  });

  it('imports as it is once its category exists', async () => {
    const shop = await createOwner(t, { businessName: 'Template Shop' });
    const groceries = await addCategory(shop, 'Groceries');
    await call(t.app, 'POST', '/api/Product/AddSubCategory', {
      token: shop.token,
      body: { name: 'Sugar', businessId: shop.businessId, categoryId: groceries.id },
    });
    const template = await t.app.inject({ method: 'GET', url: '/api/Product/GetImportTemplate', headers: { authorization: `Bearer ${shop.token}` } });
    const res = await upload(shop, template.body);
    expect(res.body.result).toEqual({ inserted: 1, failed: 0, errors: [] });
    const [row] = await productsOf(shop.businessId);
    expect(row).toMatchObject({ name: 'Mumias Sugar 2kg', categoryId: groceries.id, quantity: 40, unitId: 8, taxCode: 'B', sellingPrice: 290 });
  });
});

describe('I15 BulkUploadProducts', () => {
  it('saves the good rows and reports each bad one with its line in the file', async () => {
    const lines = [
      HEADER,
      csvLine({
        name: 'Ketepa Pride 100g',
        category: 'beverages',
        subcategory: 'TEA',
        productType: 'product',
        sellingPrice: '150',
        buyingPrice: '120',
        wholesalePrice: '140',
        minSellingPrice: '145',
        minWholesalePrice: '135',
        quantity: '24',
        lowstock: '5',
        unit: 'Packet',
        taxCode: 'B',
        taxInclusive: 'yes',
        barCode: '6161100100017',
        productCode: 'TEA-100',
        brand: 'Ketepa',
        location: 'Shelf B1',
        trackInventory: 'yes',
      }),
      csvLine({ name: 'Negative Price', sellingPrice: '-5' }),
      csvLine({ name: 'Mystery Item', subcategory: 'Loose', sellingPrice: '100' }),
      csvLine({ name: 'Cheap Minimum', sellingPrice: '100', minSellingPrice: '150' }),
      csvLine({ name: 'Bad Number', sellingPrice: 'abc' }),
      csvLine({ name: 'Copy Of Ketepa', category: 'Beverages', sellingPrice: '150', quantity: '3', barCode: '6161100100017' }),
      csvLine({ name: 'Delivery within Nairobi', productType: 'service', sellingPrice: '1,200', taxCode: 'B', taxInclusive: 'no', productCode: 'DEL-NBO' }),
      '',
      // A quoted line break: the row spans lines 10 and 11, so the next row is line 12.
      csvLine({
        name: 'Maziwa Lala, 500ml',
        sellingPrice: '65',
        buyingPrice: '50',
        quantity: '12',
        lowstock: '2',
        unit: 'bottle',
        taxCode: 'b',
        brand: 'Brookside',
        location: 'Shelf C\nBack room',
        trackInventory: 'no',
      }),
      csvLine({ name: 'Crate Of Soda', sellingPrice: '600', quantity: '1', unit: 'Crate' }),
    ];
    const res = await upload(owner, `\uFEFF${lines.join('\r\n')}\r\n`);
    expect(res.status, res.body.errordesc).toBe(200);
    const result = bulkUploadProducts.result.parse(res.body.result);
    expect(result.inserted).toBe(3);
    expect(result.failed).toBe(6);
    expect(result.errors.map((error) => error.row)).toEqual([3, 4, 5, 6, 7, 12]);
    const byRow = new Map(result.errors.map((error) => [error.row, error.errordesc]));
    expect(byRow.get(3)).toMatch(/^sellingPrice must not be negative/);
    expect(byRow.get(4)).toBe('subcategory "Loose" needs its category');
    expect(byRow.get(5)).toMatch(/^minSellingPrice must not be above sellingPrice/);
    expect(byRow.get(6)).toBe('sellingPrice must be a number like 1,200.50, not "abc"');
    expect(byRow.get(7)).toMatch(/^The code 6161100100017 is already used by Ketepa Pride 100g/);
    expect(byRow.get(12)).toMatch(/^unit "Crate"/);

    const saved = await productsOf(owner.businessId);
    expect(saved.map((row) => row.name)).toEqual(['Ketepa Pride 100g', 'Delivery within Nairobi', 'Maziwa Lala, 500ml']);
    const [ketepa, delivery, maziwa] = saved;
    expect(ketepa).toMatchObject({
      categoryId: beverages.id,
      subcategoryId: tea.id,
      quantity: 24,
      lowstock: 5,
      unitId: 8,
      sellingPrice: 150,
      minSellingPrice: 145,
      brand: 'Ketepa',
      trackInventory: true,
    });
    // "1,200" is twelve hundred, as a spreadsheet in Nairobi writes it, never 1.20.
    expect(delivery).toMatchObject({ productType: 1, taxInclusive: false, quantity: 0, trackInventory: false, sellingPrice: 1200 });
    expect(maziwa).toMatchObject({ unitId: 11, taxCode: 'B', location: 'Shelf C\nBack room', trackInventory: false, quantity: 12 });
    const openings = await t.database.db.select().from(stockMovements).where(eq(stockMovements.productId, ketepa!.id));
    expect(openings.map((row) => [row.adjustmentType, row.quantityAfter])).toEqual([['Opening', 24]]);
    const logs = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.action, 'import'), eq(auditLog.businessId, owner.businessId)));
    expect(logs.map((log) => log.detail)).toEqual([{ rows: 9, inserted: 3, failed: 6 }]);
  });

  it('accepts the columns in any order and any case', async () => {
    const shop = await createOwner(t, { businessName: 'Shuffled Shop' });
    const columns = [...PRODUCT_IMPORT_COLUMNS].reverse();
    const values: Record<string, string> = { name: 'Jogoo Maize Meal 2kg', sellingPrice: '180', quantity: '7' };
    const csv = `${columns.map((column) => column.toUpperCase()).join(',')}\n${columns.map((column) => values[column] ?? '').join(',')}\n`;
    const res = await upload(shop, csv);
    expect(res.body.result).toEqual({ inserted: 1, failed: 0, errors: [] });
    expect((await productsOf(shop.businessId))[0]).toMatchObject({ name: 'Jogoo Maize Meal 2kg', sellingPrice: 180, quantity: 7, unitId: 1 });
  });

  it('refuses a file with wrong headers, a file that is not CSV text and too many rows (400 naming Product), and a file over 5 MB', async () => {
    const shop = await createOwner(t, { businessName: 'Refusing Shop' });
    const unknown = await upload(shop, `${HEADER},colour\n${csvLine({ name: 'Tea', sellingPrice: '10' })},red\n`);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'VALIDATION', field: 'Product' });
    expect(unknown.body.errordesc).toBe('Product has unknown columns: colour');
    const missing = await upload(shop, `${HEADER.replace(',brand', '')}\n`);
    expect(missing.status).toBe(400);
    expect(missing.body.errordesc).toBe('Product is missing the columns: brand');
    const png = await upload(shop, PNG_1X1);
    expect(png.status).toBe(400);
    expect(png.body.field).toBe('Product');
    const row = csvLine({ name: 'Item', sellingPrice: '10', quantity: '1' });
    const tooMany = await upload(shop, `${HEADER}\n${Array.from({ length: 5001 }, () => row).join('\n')}\n`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.field).toBe('Product');
    expect(tooMany.body.errordesc).toMatch(/5,000/);
    const big = `${csvLine({ name: 'Big', sellingPrice: '10' })}\n`;
    const huge = await upload(shop, `${HEADER}\n${big.repeat(Math.ceil((5 * 1024 * 1024 + 1024) / big.length))}`);
    // The catalog issue: a file over 5 MB is a 400 that names the part.
    expect(huge.status).toBe(400);
    expect(huge.body.field).toBe('Product');
    expect(huge.body.errordesc).toMatch(/5 MB/);
    expect(await productsOf(shop.businessId)).toHaveLength(0);
  });

  it('needs the products module and the caller’s own business', async () => {
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    expect((await upload(cashier, `${HEADER}\n`)).status).toBe(403);
    const stranger = await createOwner(t, { businessName: 'Stranger Shop' });
    const foreign = await upload({ token: stranger.token, businessId: owner.businessId }, `${HEADER}\n`);
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('BUSINESS_ACCESS');
  });
});

describe('I15 makes the categories a file names', () => {
  it('makes a missing category once for all its rows, finds existing ones in any case, and makes none for a refused row', async () => {
    const shop = await createOwner(t, { businessName: 'New Categories Shop' });
    const drinks = await addCategory(shop, 'Drinks');
    const lines = [
      HEADER,
      csvLine({ name: 'Jogoo Maize Flour 2kg', category: 'Flour', subcategory: 'Maize', sellingPrice: '210' }),
      csvLine({ name: 'Pembe Maize Flour 2kg', category: ' flour ', subcategory: 'MAIZE', sellingPrice: '205' }),
      csvLine({ name: 'Coca-Cola 500ml', category: 'DRINKS', sellingPrice: '80' }),
      csvLine({ name: 'Broken Row', category: 'Household', sellingPrice: '-1' }),
      csvLine({ name: 'Haircut', category: 'Flour', productType: 'service', sellingPrice: '300' }),
    ];
    const res = await upload(shop, `${lines.join('\n')}\n`);
    expect(res.status, res.body.errordesc).toBe(200);
    expect(res.body.result).toMatchObject({ inserted: 4, failed: 1 });
    expect(res.body.result?.errors[0]).toMatchObject({ row: 5 });

    const made = await t.database.db.select().from(categories).where(eq(categories.businessId, shop.businessId)).orderBy(asc(categories.id));
    // "Household" went with its refused row; "Flour" is one category (the service finds it too: names are the business's).
    expect(made.map((row) => row.name)).toEqual(['Drinks', 'Flour']);
    const flour = made[1]!;
    const maize = await t.database.db.select().from(subcategories).where(eq(subcategories.categoryId, flour.id));
    expect(maize.map((row) => row.name)).toEqual(['Maize']);
    const saved = await productsOf(shop.businessId);
    expect(saved.map((row) => [row.name, row.categoryId, row.subcategoryId])).toEqual([
      ['Jogoo Maize Flour 2kg', flour.id, maize[0]!.id],
      ['Pembe Maize Flour 2kg', flour.id, maize[0]!.id],
      ['Coca-Cola 500ml', drinks.id, null],
      ['Haircut', flour.id, null],
    ]);
    const logs = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.businessId, shop.businessId), eq(auditLog.entity, 'category')));
    expect(logs.filter((log) => log.action === 'create')).toHaveLength(2);
  });
});
