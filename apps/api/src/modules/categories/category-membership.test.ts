import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Category, Subcategory } from '@dukani/contracts';
import { auditLog, categories, products, subcategories } from '../../db/schema';
import { useTestApp, call } from '../../../test/helper';
import { createMember, createOwner, type Owner } from '../../../test/fixtures';

const t = useTestApp();
let stranger: Owner;
beforeAll(async () => {
  stranger = await createOwner(t, { businessName: 'Other Tenant Shop' });
});
async function addCategoryAs(o: Owner, categoryname: string) {
  const res = await call<Category>(t.app, 'POST', '/api/Product/AddCategory', { token: o.token, body: { categoryname, businessId: o.businessId } });
  expect(res.status, res.body.errordesc).toBe(200);
  return res.body.result!;
}

async function addSubcategoryAs(o: Owner, categoryId: number, name: string) {
  const res = await call<Subcategory>(t.app, 'POST', '/api/Product/AddSubCategory', { token: o.token, body: { name, businessId: o.businessId, categoryId } });
  expect(res.status, res.body.errordesc).toBe(200);
  return res.body.result!;
}

/** Products are set up through the schema: the product routes are another module's. */
async function insertProduct(o: Owner, name: string, values: Partial<typeof products.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(products)
    .values({ tenantId: o.tenantId, businessId: o.businessId, name, taxId: 2, taxCode: 'B', taxRate: 0.16, searchText: name.toLowerCase(), ...values })
    .returning();
  return row!;
}

const productRow = async (id: number) => (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!;

describe('I21 AddProductsToCategory', () => {
  it('moves products into a subcategory, then into the category alone, and audits it', async () => {
    const o = await createOwner(t);
    const category = await addCategoryAs(o, 'Groceries');
    const sub = await addSubcategoryAs(o, category.id, 'Flour');
    const a = await insertProduct(o, 'Maize flour 2kg');
    const b = await insertProduct(o, 'Wheat flour 2kg');
    const res = await call(t.app, 'POST', '/api/Product/AddProductsToCategory', {
      token: o.token,
      body: { categoryId: category.id, category_OneId: sub.id, productIds: [a.id, b.id, a.id] },
    });
    expect(res.status, res.body.errordesc).toBe(200);
    expect(res.body.result).toEqual({ updated: 2 });
    expect(await productRow(a.id)).toMatchObject({ categoryId: category.id, subcategoryId: sub.id });
    const again = await call(t.app, 'POST', '/api/Product/AddProductsToCategory', {
      token: o.token,
      body: { categoryId: category.id, category_OneId: 0, productIds: [b.id] },
    });
    expect(again.body.result).toEqual({ updated: 1 });
    expect(await productRow(b.id)).toMatchObject({ categoryId: category.id, subcategoryId: null });
    const logs = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'category'), eq(auditLog.action, 'add-products'), eq(auditLog.entityId, String(category.id))));
    expect(logs).toHaveLength(2);
  });

  it('answers 400 on category_OneId when the subcategory is not under the category', async () => {
    const o = await createOwner(t);
    const first = await addCategoryAs(o, 'First');
    const second = await addCategoryAs(o, 'Second');
    const otherSub = await addSubcategoryAs(o, second.id, 'Under second');
    const p = await insertProduct(o, 'Thing');
    const res = await call(t.app, 'POST', '/api/Product/AddProductsToCategory', {
      token: o.token,
      body: { categoryId: first.id, category_OneId: otherSub.id, productIds: [p.id] },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'category_OneId' });
    expect(res.body.errordesc).toMatch(/^category_OneId/);
    expect((await productRow(p.id)).categoryId).toBeNull();
  });

  it('answers 404 for another business’s category or product, and moves nothing', async () => {
    const o = await createOwner(t);
    const mine = await addCategoryAs(o, 'Mine');
    const theirs = await addCategoryAs(stranger, 'Theirs');
    const myProduct = await insertProduct(o, 'My product');
    const theirProduct = await insertProduct(stranger, 'Their product');
    const foreignCategory = await call(t.app, 'POST', '/api/Product/AddProductsToCategory', {
      token: o.token,
      body: { categoryId: theirs.id, productIds: [myProduct.id] },
    });
    expect(foreignCategory.status).toBe(404);
    const foreignProduct = await call(t.app, 'POST', '/api/Product/AddProductsToCategory', {
      token: o.token,
      body: { categoryId: mine.id, productIds: [myProduct.id, theirProduct.id] },
    });
    expect(foreignProduct.status).toBe(404);
    expect(foreignProduct.body.errordesc).toContain(String(theirProduct.id));
    expect((await productRow(myProduct.id)).categoryId).toBeNull();
    expect((await productRow(theirProduct.id)).categoryId).toBeNull();
    const deleted = await insertProduct(o, 'Deleted product', { deletedAt: new Date() });
    const gone = await call(t.app, 'POST', '/api/Product/AddProductsToCategory', { token: o.token, body: { categoryId: mine.id, productIds: [deleted.id] } });
    expect(gone.status).toBe(404);
    const empty = await call(t.app, 'POST', '/api/Product/AddProductsToCategory', { token: o.token, body: { categoryId: mine.id, productIds: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe('productIds');
  });
});

describe('I23 DeleteCategory', () => {
  it('refuses with 409 IN_USE while a live product is in the category or one of its subcategories', async () => {
    const o = await createOwner(t);
    const category = await addCategoryAs(o, 'Busy');
    const sub = await addSubcategoryAs(o, category.id, 'Busy sub');
    const direct = await insertProduct(o, 'Direct', { categoryId: category.id });
    const res = await call(t.app, 'DELETE', `/api/Product/DeleteCategory/${category.id}`, { token: o.token });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('IN_USE');
    // A product left in the subcategory with a stale categoryId still blocks the delete.
    await t.database.db.update(products).set({ categoryId: null }).where(eq(products.id, direct.id));
    await insertProduct(o, 'Stale', { subcategoryId: sub.id });
    const stale = await call(t.app, 'DELETE', `/api/Product/DeleteCategory/${category.id}`, { token: o.token });
    expect(stale.status).toBe(409);
    expect(await t.database.db.select().from(categories).where(eq(categories.id, category.id))).toHaveLength(1);
  });

  it('deletes an empty category with its subcategories, unlinks soft-deleted products and audits each row', async () => {
    const o = await createOwner(t);
    const category = await addCategoryAs(o, 'Seasonal');
    const subs = [await addSubcategoryAs(o, category.id, 'Christmas'), await addSubcategoryAs(o, category.id, 'Easter')];
    const old = await insertProduct(o, 'Old tinsel', { categoryId: category.id, subcategoryId: subs[0]!.id, deletedAt: new Date() });
    const res = await call(t.app, 'DELETE', `/api/Product/DeleteCategory/${category.id}`, { token: o.token });
    expect(res.status, res.body.errordesc).toBe(200);
    expect(res.body).toEqual({ success: true, result: null });
    expect(await t.database.db.select().from(categories).where(eq(categories.id, category.id))).toHaveLength(0);
    expect(await t.database.db.select().from(subcategories).where(eq(subcategories.categoryId, category.id))).toHaveLength(0);
    expect(await productRow(old.id)).toMatchObject({ categoryId: null, subcategoryId: null });
    const logs = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'delete'), eq(auditLog.businessId, o.businessId)));
    expect(logs.map((log) => `${log.entity}:${log.entityId}`).sort()).toEqual([`category:${category.id}`, ...subs.map((s) => `subcategory:${s.id}`)].sort());
  });

  it('answers 404 for another business’s category and 403 for a member without products', async () => {
    const o = await createOwner(t);
    const theirs = await addCategoryAs(stranger, 'Not yours');
    const foreign = await call(t.app, 'DELETE', `/api/Product/DeleteCategory/${theirs.id}`, { token: o.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('NOT_FOUND');
    const mine = await addCategoryAs(o, 'Guarded');
    const cashier = await createMember(t, o, { roleTypes: 'Salesperson', roles: ['pos'] });
    const denied = await call(t.app, 'DELETE', `/api/Product/DeleteCategory/${mine.id}`, { token: cashier.token });
    expect(denied.status).toBe(403);
    expect(
      await t.database.db
        .select()
        .from(categories)
        .where(inArray(categories.id, [theirs.id, mine.id])),
    ).toHaveLength(2);
  });
});

describe('I24 DeleteSubCategory', () => {
  it('deletes the subcategory; its products keep the category with no subcategory', async () => {
    const o = await createOwner(t);
    const category = await addCategoryAs(o, 'Hardware');
    const sub = await addSubcategoryAs(o, category.id, 'Nails');
    const keep = await addSubcategoryAs(o, category.id, 'Screws');
    const p = await insertProduct(o, '2 inch nails', { categoryId: category.id, subcategoryId: sub.id });
    const res = await call(t.app, 'DELETE', `/api/Product/DeleteSubCategory/${sub.id}`, { token: o.token });
    expect(res.status, res.body.errordesc).toBe(200);
    expect(await productRow(p.id)).toMatchObject({ categoryId: category.id, subcategoryId: null });
    expect((await t.database.db.select().from(subcategories).where(eq(subcategories.categoryId, category.id))).map((s) => s.id)).toEqual([keep.id]);
    const [log] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'subcategory'), eq(auditLog.action, 'delete'), eq(auditLog.entityId, String(sub.id))));
    expect(log!.detail).toMatchObject({ name: 'Nails', productIds: [p.id] });
  });

  it('answers 404 for another business’s subcategory', async () => {
    const o = await createOwner(t);
    const theirs = await addCategoryAs(stranger, 'Their hardware');
    const theirSub = await addSubcategoryAs(stranger, theirs.id, 'Their nails');
    const res = await call(t.app, 'DELETE', `/api/Product/DeleteSubCategory/${theirSub.id}`, { token: o.token });
    expect(res.status).toBe(404);
    expect(await t.database.db.select().from(subcategories).where(eq(subcategories.id, theirSub.id))).toHaveLength(1);
  });
});
