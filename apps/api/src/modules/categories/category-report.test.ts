import { beforeAll, describe, expect, it } from 'vitest';
import { getCategoriesReport, type Category, type CategoryReportRow } from '@dukani/contracts';
import { products, productVariants } from '../../db/schema';
import { addCategory, addProduct, cashSale, openRegister, postSale, voidSale } from '@dukani/test-factories';
import { businessDateOf } from '@dukani/domain';
import { useTestApp, call } from '../../../test/helper';
import { createMember, createOwner, type Owner } from '../../../test/fixtures';

const t = useTestApp();
let owner: Owner;
beforeAll(async () => {
  owner = await createOwner(t);
});
async function addCategoryAs(o: Owner, categoryname: string, productType = 0) {
  const res = await call<Category>(t.app, 'POST', '/api/Product/AddCategory', {
    token: o.token,
    body: { categoryname, businessId: o.businessId, productType },
  });
  expect(res.status, res.body.errordesc).toBe(200);
  return res.body.result!;
}

async function insertProduct(o: Owner, name: string, values: Partial<typeof products.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(products)
    .values({ tenantId: o.tenantId, businessId: o.businessId, name, taxId: 2, taxCode: 'B', taxRate: 0.16, searchText: name.toLowerCase(), ...values })
    .returning();
  return row!;
}

const reportUrl = (o: Owner, query = '') => `/api/Product/GetCategoriesReport/${o.businessId}${query}`;

describe('I8 GetCategoriesReport', () => {
  it('sums products, tracked stock and its value at buying price per category, with an Uncategorised row', async () => {
    const o = await createOwner(t);
    const drinks = await addCategoryAs(o, 'Drinks');
    const empty = await addCategoryAs(o, 'Bakery');
    const repairs = await addCategoryAs(o, 'Repairs', 1);
    await insertProduct(o, 'Soda 500ml', { categoryId: drinks.id, quantity: 24, buyingPrice: 45.5 });
    await insertProduct(o, 'Juice 1l', { categoryId: drinks.id, quantity: 2.5, buyingPrice: 120.33 });
    // Counted as a product, but its stock is not tracked, so it adds nothing to quantity or value.
    await insertProduct(o, 'Ice (loose)', { categoryId: drinks.id, quantity: 10, buyingPrice: 5, trackInventory: false });
    await insertProduct(o, 'Deleted soda', { categoryId: drinks.id, quantity: 100, buyingPrice: 40, deletedAt: new Date() });
    await insertProduct(o, 'Phone repair', { categoryId: repairs.id, productType: 1, quantity: 0, buyingPrice: 0 });
    const shirt = await insertProduct(o, 'T-shirt', { quantity: 5, buyingPrice: 300 });
    // With variants the value is per variant, each at its own buying price: 2 × 300 + 3 × 350.
    await t.database.db.insert(productVariants).values([
      { tenantId: o.tenantId, businessId: o.businessId, productId: shirt.id, name: 'M', quantity: 2, buyingPrice: 300 },
      { tenantId: o.tenantId, businessId: o.businessId, productId: shirt.id, name: 'XL', quantity: 3, buyingPrice: 350 },
    ]);

    const res = await call<CategoryReportRow[]>(t.app, 'GET', reportUrl(o, '?StartDate=2025-01-01&EndDate=2025-01-31'), { token: o.token });
    expect(res.status, res.body.errordesc).toBe(200);
    const report = getCategoriesReport.result.parse(res.body.result);
    expect(report).toEqual([
      { categoryId: empty.id, categoryname: 'Bakery', productCount: 0, stockQuantity: 0, stockValue: 0, quantitySold: 0, salesAmount: 0 },
      // 24 × 45.50 + 2.5 × 120.33 = 1092 + 300.825 → 1392.83 (half away from zero).
      { categoryId: drinks.id, categoryname: 'Drinks', productCount: 3, stockQuantity: 26.5, stockValue: 1392.83, quantitySold: 0, salesAmount: 0 },
      { categoryId: repairs.id, categoryname: 'Repairs', productCount: 1, stockQuantity: 0, stockValue: 0, quantitySold: 0, salesAmount: 0 },
      { categoryId: 0, categoryname: 'Uncategorised', productCount: 1, stockQuantity: 5, stockValue: 1650, quantitySold: 0, salesAmount: 0 },
    ]);
  });

  it("counts the period's sales per category (voided ones not), products without one under Uncategorised", async () => {
    const o = await createOwner(t);
    const drinks = await addCategory(t.transport, o, 'Drinks');
    const soda = await addProduct(t.transport, o, { name: 'Soda', sellingPrice: 50, quantity: 20, categoryId: drinks.id });
    const bread = await addProduct(t.transport, o, { name: 'Bread', sellingPrice: 60, quantity: 20 });
    await openRegister(t.transport, o, 0);
    const sold = await postSale(
      t.transport,
      o,
      cashSale(o, [
        { productId: soda.id, quantity: 3, calcPrice: 50, name: 'Soda' },
        { productId: bread.id, quantity: 1, calcPrice: 60, name: 'Bread' },
      ]),
    );
    expect(sold.status).toBe(200);
    const voided = await postSale(t.transport, o, cashSale(o, [{ productId: soda.id, quantity: 2, calcPrice: 50, name: 'Soda' }]));
    expect((await voidSale(t.transport, o, voided.body.result!.transactionId)).status).toBe(200);

    const today = businessDateOf('KE', new Date());
    const report = await call<CategoryReportRow[]>(t.app, 'GET', reportUrl(o, `?StartDate=${today}&EndDate=${today}`), { token: o.token });
    expect(report.body.result!.map((row) => [row.categoryname, row.quantitySold, row.salesAmount])).toEqual([
      ['Drinks', 3, 150],
      ['Uncategorised', 1, 60],
    ]);
    const before = await call<CategoryReportRow[]>(t.app, 'GET', reportUrl(o, '?StartDate=2025-01-01&EndDate=2025-01-31'), { token: o.token });
    expect(before.body.result!.map((row) => [row.categoryname, row.quantitySold, row.salesAmount])).toEqual([
      ['Drinks', 0, 0],
      ['Uncategorised', 0, 0],
    ]);
  });

  it('leaves the Uncategorised row out when every product has a category', async () => {
    const o = await createOwner(t);
    const only = await addCategoryAs(o, 'Only');
    await insertProduct(o, 'Filed', { categoryId: only.id, quantity: 1, buyingPrice: 10 });
    const res = await call<CategoryReportRow[]>(t.app, 'GET', reportUrl(o), { token: o.token });
    expect(res.body.result!.map((row) => row.categoryId)).toEqual([only.id]);
  });

  it('validates the dates: EndDate before StartDate or an impossible day is 400 on the field', async () => {
    const cases: [string, string][] = [
      ['?StartDate=2025-02-10&EndDate=2025-02-01', 'EndDate'],
      ['?StartDate=2025-02-30', 'StartDate'],
      ['?EndDate=01/02/2025', 'EndDate'],
    ];
    for (const [query, field] of cases) {
      const res = await call(t.app, 'GET', reportUrl(owner, query), { token: owner.token });
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', field });
      expect(res.body.errordesc).toMatch(new RegExp(`^${field}`));
    }
    const sameDay = await call(t.app, 'GET', reportUrl(owner, '?StartDate=2025-02-10&EndDate=2025-02-10'), { token: owner.token });
    expect(sameDay.status).toBe(200);
  });

  it('is open to products or reports roles, not to a pos-only cashier', async () => {
    const reporter = await createMember(t, owner, { roleTypes: 'User', roles: ['reports'] });
    expect((await call(t.app, 'GET', reportUrl(owner), { token: reporter.token })).status).toBe(200);
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    const denied = await call(t.app, 'GET', reportUrl(owner), { token: cashier.token });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('FORBIDDEN');
  });
});
