import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCustomerCredit, createBusiness, exportBusinessData } from '@dukani/contracts';
import {
  addCustomer,
  addExpenseCategory,
  addPlainExpense,
  addProduct,
  addPurchase,
  addSupplier,
  cashSale,
  openRegister,
  payPurchase,
  postSale,
  refundSale,
  type Shop,
} from '@dukani/test-factories';
import { products } from '../../db/schema';
import { PAGE_SIZE } from '../../lib/export/sheet';
import { useTestApp } from '../../../test/helper';
import { createMember, type Owner } from '../../../test/fixtures';
import { backdateSale } from '../../../test/sales';
import { registerTestDevice, settleJobs, useEtimsSimulator } from '../../../test/etims';
import { EXPORT_SHEETS } from './export-business-data';

const etims = useEtimsSimulator();
const t = useTestApp(() => etims.env());

/** A name a spreadsheet would run as a formula if it were written as it is. */
const FORMULA = '=HYPERLINK("http://evil.example","Click")';

let owner: Owner;
let shop: Shop;
let saleReceiptNo: string;

const exportOf = (token: string, businessId: number) =>
  t.app.inject({ method: 'GET', url: `/api/Business/ExportData/${businessId}`, headers: { authorization: `Bearer ${token}` } });

/** The zip's files as text, and each CSV's rows as header → cell records. */
function readZip(payload: Buffer) {
  const files = unzipSync(new Uint8Array(payload));
  const texts = new Map(Object.entries(files).map(([name, bytes]) => [name, new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)]));
  const sheet = (name: string) => {
    const text = texts.get(name);
    if (text === undefined) throw new Error(`${name} is not in the zip`);
    expect(text.charCodeAt(0), `${name} starts with a byte-order mark`).toBe(0xfeff);
    const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const [headers, ...rows] = parsed.data;
    return { headers: headers!, rows: rows.map((row) => Object.fromEntries(headers!.map((header, index) => [header, row[index]!]))) };
  };
  return { names: Object.keys(files), texts, sheet };
}

beforeAll(async () => {
  owner = await t.owner({ businessName: 'Duka la Müller & Wanjiku' });
  shop = { token: owner.token, businessId: owner.businessId };
  const { device } = await registerTestDevice(t, etims, shop);
  expect(device.sdcId).toBeTruthy();
  const tea = await addProduct(t.transport, shop, { name: FORMULA, sellingPrice: 1234.5, buyingPrice: 1000.1, quantity: 20 });
  const milk = await addProduct(t.transport, shop, { name: 'Maziwa Mala 500ml', sellingPrice: 0.3, quantity: 40 });
  const customer = await addCustomer(t.transport, shop, { firstName: 'Wanjiru', lastName: 'Kamau', clientName: 'Wanjiru Kamau' });
  expect(
    (await t.call(addCustomerCredit, { token: owner.token, params: { customerId: customer.id }, body: { credit: 75.5, note: '+254 owes for sugar' } })).status,
  ).toBe(200);
  await openRegister(t.transport, shop, 500);
  const sale = await postSale(
    t.transport,
    shop,
    cashSale(shop, [
      { productId: tea.id, quantity: 1, calcPrice: 1234.5 },
      { productId: milk.id, quantity: 3, calcPrice: 0.3 },
    ]),
  );
  expect(sale.status, sale.body.errordesc).toBe(200);
  saleReceiptNo = sale.body.result!.receiptNo;
  await settleJobs(t);
  const refund = await refundSale(t.transport, shop, sale.body.result!.transactionId, { itemList: [{ productId: milk.id, quantity: 1 }] });
  expect(refund.status, refund.body.errordesc).toBe(200);
  await settleJobs(t);
  // Moved to 21:30:05 UTC on 31 March: in Nairobi (UTC+3) that is half past midnight on 1 April.
  await backdateSale(t, sale.body.result!.transactionId, '2025-03-31T21:30:05Z');
  const supplier = await addSupplier(t.transport, shop, { supplierName: '@Bidco Suppliers' }, '30 days');
  const purchase = await addPurchase(t.transport, shop, supplier.id, [{ item_Desc: 'Tea crate', quantity: 5, itemCost: 90.1, productId: tea.id }], {
    ref: 'INV-77',
  });
  await payPurchase(t.transport, shop, purchase.id, 100);
  const rent = await addExpenseCategory(t.transport, shop, 'Rent');
  await addPlainExpense(t.transport, shop, [{ item_Desc: 'Shop rent, March', quantity: 1, itemCost: 5000, categoryId: rent.id }]);
});

describe('C6 the owner’s own copy', () => {
  it('is a zip named after the shop and the day, with one CSV per record kind', async () => {
    const response = await exportOf(owner.token, owner.businessId);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(
      /^attachment; filename="Duka la Muller & Wanjiku data \d{4}-\d{2}-\d{2}\.zip"; filename\*=UTF-8''Duka%20la%20M%C3%BCller%20%26%20Wanjiku%20data%20/,
    );
    const zip = readZip(response.rawPayload);
    expect(zip.names.sort()).toEqual(['README.txt', ...EXPORT_SHEETS.map((sheet) => sheet.fileName)].sort());
    expect(zip.names).toEqual(
      expect.arrayContaining([
        'products.csv',
        'stock-movements.csv',
        'customers.csv',
        'customer-ledger.csv',
        'sales.csv',
        'sale-lines.csv',
        'sale-payments.csv',
        'refunds-and-credit-notes.csv',
        'expenses.csv',
        'suppliers.csv',
        'purchases.csv',
        'supplier-payments.csv',
        'register-shifts.csv',
        'etims-documents.csv',
      ]),
    );
    expect(zip.texts.get('README.txt')).toContain("Dates and times are on the shop's clock (UTC+3).");
  });

  it('writes headers an owner reads, money as on screen, dates on the shop’s clock and formulas as text', async () => {
    const zip = readZip((await exportOf(owner.token, owner.businessId)).rawPayload);
    const products = zip.sheet('products.csv');
    expect(products.headers.slice(0, 3)).toEqual(['Product number', 'Product', 'Category']);
    const tea = products.rows.find((row) => row.Product!.includes('HYPERLINK'))!;
    // Written as text: the apostrophe keeps a spreadsheet from running it; the quotes inside are CSV-escaped.
    expect(tea.Product).toBe(`'${FORMULA}`);
    expect(zip.texts.get('products.csv')).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(tea['Selling price']).toBe('1234.50');
    // The purchase at 90.10 a crate became the buying price.
    expect(tea['Buying price']).toBe('90.10');
    expect(products.rows.find((row) => row.Product === 'Maziwa Mala 500ml')!['Selling price']).toBe('0.30');

    const sale = zip.sheet('sales.csv').rows.find((row) => row['Receipt number'] === saleReceiptNo)!;
    expect(sale.Date).toBe('2025-04-01 00:30:05');
    // 1234.50 + 3 × 0.30: the sum a float would write as 1235.3999999999999.
    expect(sale.Total).toBe('1235.40');
    expect(sale['eTIMS state']).toBe('Signed by KRA');

    const lines = zip.sheet('sale-lines.csv').rows.filter((row) => row['Receipt number'] === saleReceiptNo);
    expect(lines.map((row) => [row.Quantity, row['Unit price']])).toEqual([
      ['1', '1234.50'],
      ['3', '0.30'],
    ]);
    expect(zip.sheet('sale-payments.csv').rows.find((row) => row['Receipt number'] === saleReceiptNo)).toMatchObject({
      Amount: '1235.40',
      'Payment code': 'Cash',
    });
    const refund = zip.sheet('refunds-and-credit-notes.csv').rows;
    expect(refund).toEqual([expect.objectContaining({ Kind: 'Refund', 'Returns receipt number': saleReceiptNo, Total: '0.30' })]);

    expect(zip.sheet('customers.csv').rows).toEqual([expect.objectContaining({ Customer: 'Wanjiru Kamau', 'Owes the shop': '75.50' })]);
    // A note starting with + is text a spreadsheet would read as a formula.
    expect(zip.sheet('customer-ledger.csv').rows).toEqual([
      expect.objectContaining({ Entry: 'Bought on credit', 'Added to debt': '75.50', Note: "'+254 owes for sugar" }),
    ]);
    expect(zip.sheet('suppliers.csv').rows).toEqual([expect.objectContaining({ Supplier: "'@Bidco Suppliers", 'Payment terms': '30 days' })]);
    expect(zip.sheet('purchases.csv').rows).toEqual([
      expect.objectContaining({
        'Supplier invoice': 'INV-77',
        Item: 'Tea crate',
        Quantity: '5',
        'Cost each': '90.10',
        Amount: '450.50',
        Paid: '100.00',
        'Still owed': '350.50',
      }),
    ]);
    expect(zip.sheet('supplier-payments.csv').rows).toEqual([expect.objectContaining({ Supplier: "'@Bidco Suppliers", Amount: '100.00' })]);
    expect(zip.sheet('expenses.csv').rows).toEqual([expect.objectContaining({ Category: 'Rent', Item: 'Shop rent, March', Amount: '5000.00' })]);
    expect(zip.sheet('register-shifts.csv').rows).toEqual([expect.objectContaining({ Float: '500.00', State: 'Open' })]);
    const movements = zip.sheet('stock-movements.csv').rows;
    expect(movements.filter((row) => row['Receipt number'] === saleReceiptNo).map((row) => [row.Movement, row.Change])).toEqual(
      expect.arrayContaining([
        ['Sold', '-1'],
        ['Sold', '-3'],
      ]),
    );
  });

  it('carries each eTIMS document with the authority’s signature', async () => {
    const zip = readZip((await exportOf(owner.token, owner.businessId)).rawPayload);
    const documents = zip.sheet('etims-documents.csv').rows;
    expect(documents.map((row) => [row.Document, row.State])).toEqual([
      ['Sale', 'Signed by KRA'],
      ['Credit note', 'Signed by KRA'],
    ]);
    const sale = documents[0]!;
    expect(sale['Receipt number']).toBe(saleReceiptNo);
    expect(sale['CU invoice number']).toMatch(/\/1$/);
    expect(sale.Signature).toMatch(/\S{8,}/);
    expect(sale['Internal data']).toMatch(/\S{8,}/);
    expect(sale['QR link']).toMatch(/^https?:\/\//);
    expect(documents[1]!['Original CU invoice number']).toBe(sale['CU invoice number']);
  });

  it("holds none of another business's rows, in the same tenant or another", async () => {
    const second = await t.call(createBusiness, { token: owner.token, body: { organizationName: 'Second Branch', country: 'KE' } });
    expect(second.status, second.body.errordesc).toBe(200);
    await addProduct(t.transport, { token: owner.token, businessId: second.body.result!.businessId }, { name: 'Zq second branch soap' });
    const stranger = await t.owner();
    const strangerShop = { token: stranger.token, businessId: stranger.businessId };
    const soap = await addProduct(t.transport, strangerShop, { name: 'Zq stranger soap', quantity: 5 });
    await addCustomer(t.transport, strangerShop, { firstName: 'Zq', lastName: 'Stranger', clientName: 'Zq stranger customer' });
    expect((await postSale(t.transport, strangerShop, cashSale(strangerShop, [{ productId: soap.id, quantity: 1, calcPrice: 120 }]))).status).toBe(200);

    const zip = readZip((await exportOf(owner.token, owner.businessId)).rawPayload);
    for (const [name, text] of zip.texts) expect(text, name).not.toContain('Zq ');
    // The stranger's own copy has their rows, and none of the first shop's.
    const theirs = readZip((await exportOf(stranger.token, stranger.businessId)).rawPayload);
    expect(theirs.sheet('products.csv').rows.map((row) => row.Product)).toEqual(['Zq stranger soap']);
    expect(theirs.sheet('sales.csv').rows).toHaveLength(1);
    for (const [name, text] of theirs.texts) expect(text, name).not.toContain('HYPERLINK');
  });

  it('pages through a shop bigger than one page: every row once, in order', async () => {
    const big = await t.owner();
    const count = PAGE_SIZE * 2 + 37;
    await t.database.db.insert(products).values(
      Array.from({ length: count }, (_, index) => ({
        tenantId: big.tenantId,
        businessId: big.businessId,
        name: `Item ${String(index).padStart(5, '0')}`,
        taxId: 1,
        taxCode: 'B',
        taxRate: 0.16,
        sellingPrice: index / 100,
      })),
    );
    const rows = readZip((await exportOf(big.token, big.businessId)).rawPayload).sheet('products.csv').rows;
    expect(rows.map((row) => row.Product)).toEqual(Array.from({ length: count }, (_, index) => `Item ${String(index).padStart(5, '0')}`));
    expect(rows[count - 1]!['Selling price']).toBe('10.36');
  });

  it('is the owner’s alone: a cashier and an admin get 403, another tenant’s owner 403, no token 401', async () => {
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos', 'reports', 'customers', 'products'] });
    const refused = await exportOf(cashier.token, owner.businessId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const admin = await createMember(t, owner, { roleTypes: 'Admin' });
    expect((await exportOf(admin.token, owner.businessId)).statusCode).toBe(403);
    const stranger = await t.owner();
    const other = await exportOf(stranger.token, owner.businessId);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ success: false, code: 'BUSINESS_ACCESS' });
    expect((await t.app.inject({ method: 'GET', url: `/api/Business/ExportData/${owner.businessId}` })).statusCode).toBe(401);
    const bad = await exportOf(owner.token, 0);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'businessId' });
    expect(exportBusinessData.owner).toBe('Owner');
  });

  it('is in the OpenAPI document derived from its contract', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, { get?: { operationId?: string } }> };
    expect(doc.paths['/api/Business/ExportData/{businessId}']?.get?.operationId).toBe('C6');
  });
});
