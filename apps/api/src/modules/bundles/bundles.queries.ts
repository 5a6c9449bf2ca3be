import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Bundle } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { bundleItems, bundles, products } from '../../db/schema';

export type BundleRow = typeof bundles.$inferSelect;

export interface ComponentRow {
  bundleId: number;
  productId: number;
  itemQuantity: number;
  name: string;
  sellingPrice: number;
  stock: number;
  isTracked: boolean;
  taxId: number;
  taxCode: string;
  taxRate: number;
}

/** Thousandths as integers, so 0.3 / 0.1 counts 3 whole bundles rather than 2.999…. */
const thousandths = (value: number) => Math.round(value * 1000);

/**
 * How many whole bundles the stock allows: the scarcest tracked component decides. Untracked
 * components (services, untracked goods) never run out, so with none tracked there is no limit (null).
 */
export function bundleQuantity(components: Pick<ComponentRow, 'itemQuantity' | 'stock' | 'isTracked'>[]): number | null {
  let least: number | null = null;
  for (const component of components) {
    if (!component.isTracked) continue;
    const whole = Math.max(0, Math.floor(thousandths(component.stock) / thousandths(component.itemQuantity)));
    least = least === null ? whole : Math.min(least, whole);
  }
  return least;
}

export async function findComponents(db: DbOrTx, bundleIds: number[]): Promise<ComponentRow[]> {
  if (bundleIds.length === 0) return [];
  return db
    .select({
      bundleId: bundleItems.bundleId,
      productId: bundleItems.productId,
      itemQuantity: bundleItems.quantity,
      name: products.name,
      sellingPrice: products.sellingPrice,
      stock: products.quantity,
      isTracked: sql<boolean>`(${products.trackInventory} and ${products.productType} = 0)`,
      taxId: products.taxId,
      taxCode: products.taxCode,
      taxRate: products.taxRate,
    })
    .from(bundleItems)
    .innerJoin(products, eq(products.id, bundleItems.productId))
    .where(inArray(bundleItems.bundleId, bundleIds))
    .orderBy(asc(bundleItems.bundleId), asc(sql`lower(${products.name})`), asc(products.id));
}

/** Bundle rows → Bundle shapes: components with the product's current name and price, and the stock-bound quantity. */
export async function withComponents(db: DbOrTx, rows: BundleRow[]): Promise<Bundle[]> {
  const components = await findComponents(db, rows.map((row) => row.id));
  return rows.map((row) => toBundle(row, components.filter((component) => component.bundleId === row.id)));
}

export function toBundle(row: BundleRow, own: ComponentRow[]): Bundle {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    productCode: row.productCode,
    discount: row.discount,
    longDesc: row.longDesc,
    customerInfoCustId: row.businessId,
    productImagesPath: row.imageUrl,
    batchStore: own.map((component) => ({
      productId: component.productId,
      name: component.name,
      quantity: component.itemQuantity,
      sellingPrice: component.sellingPrice,
    })),
    quantity: bundleQuantity(own),
  };
}

export async function findBundleRow(db: DbOrTx, id: number): Promise<BundleRow | undefined> {
  const [row] = await db.select().from(bundles).where(and(eq(bundles.id, id), isNull(bundles.deletedAt)));
  return row;
}

export const liveBundlesOf = (businessId: number) => and(eq(bundles.businessId, businessId), isNull(bundles.deletedAt));
export const bundlesByName = [asc(sql`lower(${bundles.name})`), asc(bundles.id)];

/** The live bundles a product is part of (I22 refuses to delete such a product). */
export async function findBundleNamesWithProduct(db: DbOrTx, productId: number): Promise<string[]> {
  const rows = await db
    .select({ name: bundles.name })
    .from(bundleItems)
    .innerJoin(bundles, eq(bundles.id, bundleItems.bundleId))
    .where(and(eq(bundleItems.productId, productId), isNull(bundles.deletedAt)))
    .orderBy(...bundlesByName);
  return rows.map((row) => row.name);
}

/** I40's bundle search: name or productCode contains the text (bundles are few; no index needed). */
export const bundleSearchCondition = (pattern: string | null) =>
  pattern ? or(ilike(bundles.name, pattern), ilike(bundles.productCode, pattern)) : undefined;
