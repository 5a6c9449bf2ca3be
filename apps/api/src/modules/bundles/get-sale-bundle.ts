import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { bundleItems, bundles } from './bundles.schema';

export type SaleBundle = typeof bundles.$inferSelect;
export type SaleBundleItem = typeof bundleItems.$inferSelect;

/** A live bundle of this business with its components, or undefined. */
export async function getSaleBundle(tx: DbOrTx, businessId: number, bundleId: number): Promise<{ bundle: SaleBundle; items: SaleBundleItem[] } | undefined> {
  const [bundle] = await tx
    .select()
    .from(bundles)
    .where(and(eq(bundles.id, bundleId), scoped(bundles, { businessId }), isNull(bundles.deletedAt)));
  if (!bundle) return undefined;
  const items = await tx.select().from(bundleItems).where(eq(bundleItems.bundleId, bundleId));
  return { bundle, items };
}

/** A bundle a sale names, as the sale's one context statement reads it. */
export interface SaleBundleJson {
  id: number;
  name: string;
  price: number;
  productCode: string | null;
  longDesc: string | null;
  items: { productId: number; quantity: number }[];
}

const liveBundlesOf = (businessId: number, bundleIds: readonly number[]) =>
  and(inArray(bundles.id, [...bundleIds]), scoped(bundles, { businessId }), isNull(bundles.deletedAt));

/** The live bundles of this business among `bundleIds`, with their components, as a scalar subquery (a JSON array). */
export function saleBundlesSubquery(db: DbOrTx, businessId: number, bundleIds: readonly number[]): SQL {
  if (bundleIds.length === 0) return sql`'[]'::json`;
  const b = bundles;
  const items = db
    .select({ list: sql`coalesce(json_agg(json_build_object('productId', ${bundleItems.productId}, 'quantity', ${bundleItems.quantity})), '[]'::json)` })
    .from(bundleItems)
    .where(eq(bundleItems.bundleId, b.id));
  const query = db
    .select({
      list: sql`coalesce(json_agg(json_build_object('id', ${b.id}, 'name', ${b.name}, 'price', ${b.price}, 'productCode', ${b.productCode}, 'longDesc', ${b.longDesc}, 'items', (${items}))), '[]'::json)`,
    })
    .from(b)
    .where(liveBundlesOf(businessId, bundleIds));
  return sql`(${query})`;
}

/** The component product ids of those bundles, as a subquery for the catalog read. */
export function bundleComponentIdsSubquery(db: DbOrTx, businessId: number, bundleIds: readonly number[]): SQL {
  const query = db
    .select({ productId: bundleItems.productId })
    .from(bundleItems)
    .innerJoin(bundles, eq(bundles.id, bundleItems.bundleId))
    .where(liveBundlesOf(businessId, bundleIds));
  return sql`(${query})`;
}
