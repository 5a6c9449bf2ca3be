import { kraProductTypeSchema, type BundleInput, type Product, type ProductInput } from '@dukani/contracts';
import * as factories from '@dukani/test-factories';
import { findTaxRate } from '@dukani/domain';
import { categories, products, subcategories, suppliers } from '../src/db/schema';
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

/**
 * Thousands of products at once, straight into the table (I10 would take minutes): for lists that page past the
 * exact-count and sort limits. Each gets its name as its search text and tax B; returned in insertion order.
 */
export async function insertProducts(t: TestApp, owner: Shop, names: string[]): Promise<{ id: number; name: string }[]> {
  const tax = findTaxRate('KE', { taxCode: 'B' })!;
  const rows: { id: number; name: string }[] = [];
  for (let start = 0; start < names.length; start += 1000) {
    const values = names.slice(start, start + 1000).map((name) => ({
      tenantId: owner.tenantId,
      businessId: owner.businessId,
      name,
      taxId: tax.taxId,
      taxCode: tax.taxCode,
      taxRate: tax.taxRate,
      searchText: name.toLowerCase(),
    }));
    rows.push(...(await t.database.db.insert(products).values(values).returning({ id: products.id, name: products.name })));
  }
  return rows;
}
