import { kraProductTypeSchema, type BundleInput, type Product, type ProductInput } from '@dukani/contracts';
import * as factories from '@dukani/test-factories';
import { categories, subcategories, suppliers } from '../src/db/schema';
import { injectTransport, type TestApp } from './helper';
import type { Owner } from './fixtures';

export { productBody } from '@dukani/test-factories';

type Shop = Pick<Owner, 'token' | 'businessId' | 'tenantId'>;

/** Products come from I10 exactly as the back office creates them (the shared factory, over app.inject). */
export function addProduct(t: TestApp, owner: Pick<Owner, 'token' | 'businessId'>, input: Partial<ProductInput> = {}): Promise<Product> {
  return factories.addProduct(injectTransport(t.app), owner, input);
}

/** The body I19 expects for a product as it is now, with changes laid over it. */
export function editBody(product: Product, changes: Partial<ProductInput> = {}): ProductInput {
  const { id: _id, categoryName: _c, subcategoryName: _s, isLowStock: _l, unitName: _u, priceBeforeTax: _p, itemCode: _i, ...rest } = product;
  return { ...rest, kra_ProductType: kraProductTypeSchema.parse(rest.kra_ProductType), ...changes };
}

export function addBundle(t: TestApp, owner: Shop, input: Partial<BundleInput> & Pick<BundleInput, 'batchStore'>) {
  return factories.addBundle(injectTransport(t.app), owner, input);
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
  const [row] = await t.database.db
    .insert(suppliers)
    .values({ tenantId: owner.tenantId, businessId: owner.businessId, supplierName, ...fields })
    .returning();
  return row!;
}
