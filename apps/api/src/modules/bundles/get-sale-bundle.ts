import { and, eq, isNull } from 'drizzle-orm';
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
