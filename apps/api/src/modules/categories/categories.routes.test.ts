import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCategory, getCategories, type Category, type Subcategory } from '@dukani/contracts';
import { auditLog, categories, products, subcategories } from '../../db/schema';
import { useTestApp, call } from '../../../test/helper';
import { createMember, createOwner, type Owner } from '../../../test/fixtures';
import { withNameConflicts } from './categories.queries';

const t = useTestApp();
let owner: Owner;
let stranger: Owner;
beforeAll(async () => {
  owner = await createOwner(t, { businessName: 'Duka la Amani' });
  stranger = await createOwner(t, { businessName: 'Other Tenant Shop' });
});
async function addCategoryAs(o: Owner, categoryname: string, extra: Record<string, unknown> = {}) {
  const res = await call<Category>(t.app, 'POST', '/api/Product/AddCategory', { token: o.token, body: { categoryname, businessId: o.businessId, ...extra } });
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

const auditRows = (entity: string, entityId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))));

describe('I16 AddCategory', () => {
  it('creates an empty category in the contract shape and audits it', async () => {
    const category = addCategory.result.parse(await addCategoryAs(owner, 'Beverages', { longdesc: 'Soft drinks and juice' }));
    expect(category).toMatchObject({
      categoryname: 'Beverages',
      longdesc: 'Soft drinks and juice',
      productType: 0,
      businessId: owner.businessId,
      subcategories: [],
      productCount: 0,
    });
    const logs = await auditRows('category', category.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ action: 'create', userId: owner.userId, businessId: owner.businessId });
  });

  it('refuses a duplicate name in the same business and product type, whatever its case (409 on categoryname)', async () => {
    const res = await call(t.app, 'POST', '/api/Product/AddCategory', {
      token: owner.token,
      body: { categoryname: ' beverages ', businessId: owner.businessId },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, code: 'DUPLICATE', field: 'categoryname' });
    expect(res.body.errordesc).toMatch(/categoryname/);
  });

  it('allows the same name for services and in another business', async () => {
    const services = await addCategoryAs(owner, 'Beverages', { productType: 1 });
    expect(services.productType).toBe(1);
    const elsewhere = await addCategoryAs(stranger, 'Beverages');
    expect(elsewhere.businessId).toBe(stranger.businessId);
  });

  it('names the field on bad input', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ categoryname: '  ', businessId: owner.businessId }, 'categoryname'],
      [{ categoryname: 'Tools', businessId: owner.businessId, productType: 2 }, 'productType'],
      [{ categoryname: 'Tools' }, 'businessId'],
    ];
    for (const [body, field] of cases) {
      const res = await call(t.app, 'POST', '/api/Product/AddCategory', { token: owner.token, body });
      expect(res.status, field).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', field });
    }
  });

  it('answers 403 BUSINESS_ACCESS for another tenant’s business', async () => {
    const res = await call(t.app, 'POST', '/api/Product/AddCategory', {
      token: owner.token,
      body: { categoryname: 'Sneaky', businessId: stranger.businessId },
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('BUSINESS_ACCESS');
  });
});

describe('I6 GetCategories', () => {
  it('lists categories by name with subcategories by name, live product counts and the ProductType filter', async () => {
    const o = await createOwner(t);
    const snacks = await addCategoryAs(o, 'snacks');
    const dairy = await addCategoryAs(o, 'Dairy');
    const repairs = await addCategoryAs(o, 'Repairs', { productType: 1 });
    await addSubcategoryAs(o, dairy.id, 'Yoghurt');
    await addSubcategoryAs(o, dairy.id, 'cheese');
    await insertProduct(o, 'Milk 500ml', { categoryId: dairy.id });
    await insertProduct(o, 'Old milk', { categoryId: dairy.id, deletedAt: new Date() });
    await insertProduct(o, 'Inactive milk', { categoryId: dairy.id, active: false });

    const res = await call<Category[]>(t.app, 'GET', `/api/Product/GetCategories/${o.businessId}`, { token: o.token });
    expect(res.status).toBe(200);
    const list = getCategories.result.parse(res.body.result);
    expect(list.map((c) => c.categoryname)).toEqual(['Dairy', 'Repairs', 'snacks']);
    expect(list[0]!.subcategories.map((s) => s.name)).toEqual(['cheese', 'Yoghurt']);
    expect(list[0]!.productCount).toBe(2);
    expect(list.find((c) => c.id === snacks.id)!.productCount).toBe(0);

    const onlyProducts = await call<Category[]>(t.app, 'GET', `/api/Product/GetCategories/${o.businessId}?ProductType=Products`, { token: o.token });
    expect(onlyProducts.body.result!.map((c) => c.id)).toEqual([dairy.id, snacks.id]);
    const onlyServices = await call<Category[]>(t.app, 'GET', `/api/Product/GetCategories/${o.businessId}?ProductType=Services`, { token: o.token });
    expect(onlyServices.body.result!.map((c) => c.id)).toEqual([repairs.id]);
    const bad = await call(t.app, 'GET', `/api/Product/GetCategories/${o.businessId}?ProductType=Bundles`, { token: o.token });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('ProductType');
  });

  it('is open to a cashier with pos only, who may not add categories', async () => {
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    const list = await call<Category[]>(t.app, 'GET', `/api/Product/GetCategories/${owner.businessId}`, { token: cashier.token });
    expect(list.status).toBe(200);
    expect(list.body.result!.length).toBeGreaterThan(0);
    const denied = await call(t.app, 'POST', '/api/Product/AddCategory', {
      token: cashier.token,
      body: { categoryname: 'Cashier’s', businessId: owner.businessId },
    });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('FORBIDDEN');
    const foreign = await call(t.app, 'GET', `/api/Product/GetCategories/${stranger.businessId}`, { token: owner.token });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('BUSINESS_ACCESS');
  });
});

describe('I20 UpdateCategory', () => {
  it('renames a category, keeps its subcategories and audits before and after', async () => {
    const o = await createOwner(t);
    const category = await addCategoryAs(o, 'Drinks');
    await addSubcategoryAs(o, category.id, 'Juice');
    const res = await call<Category>(t.app, 'POST', `/api/Product/UpdateCategory/${category.id}`, {
      token: o.token,
      body: { categoryname: 'Beverages', longdesc: 'Cold' },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ id: category.id, categoryname: 'Beverages', longdesc: 'Cold', productType: 0 });
    expect(res.body.result!.subcategories.map((s) => s.name)).toEqual(['Juice']);
    const logs = await auditRows('category', category.id);
    expect(logs.map((log) => log.action)).toEqual(['create', 'update']);
    expect(logs[1]!.detail).toMatchObject({ before: { categoryname: 'Drinks' }, after: { categoryname: 'Beverages' } });
    const same = await call(t.app, 'POST', `/api/Product/UpdateCategory/${category.id}`, { token: o.token, body: { categoryname: 'BEVERAGES' } });
    expect(same.status).toBe(200);
  });

  it('refuses the name of another category (409) and another business’s category (404)', async () => {
    const o = await createOwner(t);
    await addCategoryAs(o, 'Flour');
    const sugar = await addCategoryAs(o, 'Sugar');
    const clash = await call(t.app, 'POST', `/api/Product/UpdateCategory/${sugar.id}`, { token: o.token, body: { categoryname: 'flour' } });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ code: 'DUPLICATE', field: 'categoryname' });
    const theirs = await addCategoryAs(stranger, 'Their category');
    const foreign = await call(t.app, 'POST', `/api/Product/UpdateCategory/${theirs.id}`, { token: o.token, body: { categoryname: 'Mine now' } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('NOT_FOUND');
    const unknown = await call(t.app, 'POST', '/api/Product/UpdateCategory/999999', { token: o.token, body: { categoryname: 'Nothing' } });
    expect(unknown.status).toBe(404);
    const [kept] = await t.database.db.select().from(categories).where(eq(categories.id, theirs.id));
    expect(kept!.name).toBe('Their category');
  });
});

describe('I17 AddSubCategory', () => {
  it('creates, then updates by id, with audit rows', async () => {
    const o = await createOwner(t);
    const category = await addCategoryAs(o, 'Cleaning');
    const created = await addSubcategoryAs(o, category.id, 'Soap');
    expect(created).toMatchObject({ name: 'Soap', description: null, businessId: o.businessId, categoryId: category.id });
    const res = await call<Subcategory>(t.app, 'POST', '/api/Product/AddSubCategory', {
      token: o.token,
      body: { id: created.id, name: 'Bar soap', description: 'Laundry and bath', businessId: o.businessId, categoryId: category.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ id: created.id, name: 'Bar soap', description: 'Laundry and bath', businessId: o.businessId, categoryId: category.id });
    expect((await auditRows('subcategory', created.id)).map((log) => log.action)).toEqual(['create', 'update']);
  });

  it('refuses a duplicate name in the category (409) but allows it in another category', async () => {
    const o = await createOwner(t);
    const first = await addCategoryAs(o, 'Kitchen');
    const second = await addCategoryAs(o, 'Garden');
    await addSubcategoryAs(o, first.id, 'Tools');
    const clash = await call(t.app, 'POST', '/api/Product/AddSubCategory', {
      token: o.token,
      body: { name: 'TOOLS', businessId: o.businessId, categoryId: first.id },
    });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ code: 'DUPLICATE', field: 'name' });
    await addSubcategoryAs(o, second.id, 'Tools');
  });

  it('answers 404 for a category or subcategory of another business', async () => {
    const o = await createOwner(t);
    const mine = await addCategoryAs(o, 'Mine');
    const theirs = await addCategoryAs(stranger, 'Theirs');
    const theirSub = await addSubcategoryAs(stranger, theirs.id, 'Their sub');
    const wrongCategory = await call(t.app, 'POST', '/api/Product/AddSubCategory', {
      token: o.token,
      body: { name: 'X', businessId: o.businessId, categoryId: theirs.id },
    });
    expect(wrongCategory.status).toBe(404);
    const wrongSub = await call(t.app, 'POST', '/api/Product/AddSubCategory', {
      token: o.token,
      body: { id: theirSub.id, name: 'X', businessId: o.businessId, categoryId: mine.id },
    });
    expect(wrongSub.status).toBe(404);
    const [kept] = await t.database.db.select().from(subcategories).where(eq(subcategories.id, theirSub.id));
    expect(kept).toMatchObject({ name: 'Their sub', categoryId: theirs.id });
  });
});

describe('unique indexes as the last word on races', () => {
  it('turns a duplicate category or subcategory name that slipped past the checks into the same 409', async () => {
    const o = await createOwner(t);
    const category = await addCategoryAs(o, 'Racing');
    await addSubcategoryAs(o, category.id, 'Pit stop');
    const db = t.database.db;
    const sameCategory = await withNameConflicts(
      () => db.insert(categories).values({ tenantId: o.tenantId, businessId: o.businessId, name: 'RACING' }),
      'RACING',
    ).catch((err: unknown) => err);
    expect(sameCategory).toMatchObject({ code: 'DUPLICATE', field: 'categoryname', status: 409 });
    const sameSubcategory = await withNameConflicts(
      () => db.insert(subcategories).values({ tenantId: o.tenantId, businessId: o.businessId, categoryId: category.id, name: 'pit STOP' }),
      'pit STOP',
    ).catch((err: unknown) => err);
    expect(sameSubcategory).toMatchObject({ code: 'DUPLICATE', field: 'name', status: 409 });
  });
});
