import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Bundle } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { bundleItems, bundles } from './bundles.schema';
import { joinComponentProducts } from '../products/join-component-products';
import { scoped } from '../../lib/scoped';

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
    // A component stored with no quantity (refused since, but old rows may hold one) takes no stock.
    if (!component.isTracked || thousandths(component.itemQuantity) <= 0) continue;
    const whole = Math.max(0, Math.floor(thousandths(component.stock) / thousandths(component.itemQuantity)));
    least = least === null ? whole : Math.min(least, whole);
  }
  return least;
}

export async function findComponents(db: DbOrTx, bundleIds: number[]): Promise<ComponentRow[]> {
  if (bundleIds.length === 0) return [];
  const product = joinComponentProducts(bundleItems.productId);
  return db
    .select({ bundleId: bundleItems.bundleId, productId: bundleItems.productId, itemQuantity: bundleItems.quantity, ...product.columns })
    .from(bundleItems)
    .innerJoin(product.table, product.on)
    .where(inArray(bundleItems.bundleId, bundleIds))
    .orderBy(asc(bundleItems.bundleId), ...product.byName);
}

/** Bundle rows → Bundle shapes: components with the product's current name and price, and the stock-bound quantity. */
export async function withComponents(db: DbOrTx, rows: BundleRow[]): Promise<Bundle[]> {
  const components = await findComponents(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toBundle(
      row,
      components.filter((component) => component.bundleId === row.id),
    ),
  );
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
  const [row] = await db
    .select()
    .from(bundles)
    .where(and(eq(bundles.id, id), isNull(bundles.deletedAt)));
  return row;
}

export const liveBundlesOf = (businessId: number) => and(scoped(bundles, { businessId }), isNull(bundles.deletedAt));
export const bundlesByName = [asc(sql`lower(${bundles.name})`), asc(bundles.id)];
