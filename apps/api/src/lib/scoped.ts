import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The business scope of DESIGN.md §2: rows of the caller's current business only. One spelling for
 * every query, so a forgotten scope is visible in review (a `where` without `scoped(…)`).
 * Takes anything with a `businessId`: a table, or the context of the request.
 */
export function scoped(table: { businessId: PgColumn }, auth: { businessId: number }): SQL {
  return eq(table.businessId, auth.businessId);
}
