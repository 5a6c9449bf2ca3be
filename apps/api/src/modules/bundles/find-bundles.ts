import type { Bundle } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { bundles } from './bundles.schema';
import { bundlesByName, liveBundlesOf, withComponents } from './bundles.queries';

/** I4: the Bundles tab, by name, each with how many its components' stock allows. */
export async function findBundles(db: DbOrTx, options: { businessId: number }): Promise<Bundle[]> {
  const rows = await db
    .select()
    .from(bundles)
    .where(liveBundlesOf(options.businessId))
    .orderBy(...bundlesByName);
  return withComponents(db, rows);
}
