import { expect } from 'vitest';
import { kraProductTypeSchema, type Bundle, type BundleInput, type Product, type ProductInput } from '@dukani/contracts';
import { categories, subcategories, suppliers } from '../../db/schema';
import { call, type TestApp } from '../../../test/helper';
import type { Owner } from '../../../test/fixtures';

type Shop = Pick<Owner, 'token' | 'businessId' | 'tenantId'>;

/** Shared by the product and bundle tests: products come from I10 exactly as the back office creates them. */
export async function addProduct(t: TestApp, owner: Shop, input: Partial<ProductInput> = {}): Promise<Product> {
  const res = await call<Product>(t.app, 'POST', '/api/Product/AddProduct', {
    token: owner.token,
    body: productBody(owner, input),
  });
  expect(res.status, res.body.errordesc).toBe(200);
  return res.body.result!;
}

export function productBody(owner: Pick<Owner, 'businessId'>, input: Partial<ProductInput> = {}): ProductInput {
  return { businessId: owner.businessId, name: 'Ketepa Tea 100g', sellingPrice: 120, buyingPrice: 95, quantity: 10, lowstock: 3, ...input };
}

/** The body I19 expects for a product as it is now, with changes laid over it. */
export function editBody(product: Product, changes: Partial<ProductInput> = {}): ProductInput {
  const { id: _id, categoryName: _c, subcategoryName: _s, isLowStock: _l, unitName: _u, priceBeforeTax: _p, itemCode: _i, ...rest } = product;
  return { ...rest, kra_ProductType: kraProductTypeSchema.parse(rest.kra_ProductType), ...changes };
}

export async function addBundle(t: TestApp, owner: Shop, input: Partial<BundleInput> & Pick<BundleInput, 'batchStore'>): Promise<Bundle> {
  const res = await call<Bundle>(t.app, 'POST', '/api/Product/CreateBundle', {
    token: owner.token,
    body: { name: 'Breakfast Pack', price: 300, customerInfoCustId: owner.businessId, ...input },
  });
  expect(res.status, res.body.errordesc).toBe(200);
  return res.body.result!;
}

export async function insertCategory(t: TestApp, owner: Shop, name: string, productType = 0) {
  const [row] = await t.database.db.insert(categories).values({ tenantId: owner.tenantId, businessId: owner.businessId, name, productType }).returning();
  return row!;
}

export async function insertSubcategory(t: TestApp, owner: Shop, categoryId: number, name: string) {
  const [row] = await t.database.db.insert(subcategories).values({ tenantId: owner.tenantId, businessId: owner.businessId, categoryId, name }).returning();
  return row!;
}

export async function insertSupplier(t: TestApp, owner: Shop, supplierName: string, fields: { isActive?: boolean; deletedAt?: Date } = {}) {
  const [row] = await t.database.db.insert(suppliers).values({ tenantId: owner.tenantId, businessId: owner.businessId, supplierName, ...fields }).returning();
  return row!;
}
