import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bundlesByName } from './bundles.queries';
import { bundleItems, bundles } from './bundles.schema';

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
