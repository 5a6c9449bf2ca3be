import { and, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../lib/contains-pattern';
import { liveBundlesOf } from './bundles.queries';
import { bundles } from './bundles.schema';

/**
 * The bundle half of I40's POS grid. The products module merges it with its own products in one
 * UNION ALL (so the page is chosen in SQL); these builders keep the bundle table this module's.
 */

/** I40's bundle search: name or productCode contains the text (bundles are few; no index needed). */
function posBundleWhere(businessId: number, search: string | null) {
  const pattern = search ? containsPattern(search) : null;
  return and(liveBundlesOf(businessId), pattern ? or(ilike(bundles.name, pattern), ilike(bundles.productCode, pattern)) : undefined);
}

/** The count of I40's bundles as a select of one `total`, for the caller to send on its own or inside its page's statement. */
export function posBundleCount(db: DbOrTx, businessId: number, search: string | null) {
  return db
    .select({ total: sql<number>`count(*)::int`.as('total') })
    .from(bundles)
    .where(posBundleWhere(businessId, search));
}

export async function countPosBundles(db: DbOrTx, businessId: number, search: string | null): Promise<number> {
  const [row] = await posBundleCount(db, businessId, search);
  return row?.total ?? 0;
}

/** `kind` 1, the id and the lower-cased name the grid sorts by, as a select the caller can union, order and page. */
export function posBundleKeys(db: DbOrTx, businessId: number, search: string | null) {
  return db
    .select({ kind: sql<number>`1`.as('kind'), id: bundles.id, sortName: sql<string>`lower(${bundles.name})`.as('sort_name') })
    .from(bundles)
    .where(posBundleWhere(businessId, search));
}
