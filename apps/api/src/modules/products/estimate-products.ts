import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from './products.schema';

/** How long an estimate is reused: a page's total beyond the exact count is an estimate; it may lag this much. */
const ESTIMATE_TTL_MS = 10_000;
/** Estimates kept per database (oldest dropped first): one per list and search being paged. */
const MAX_ESTIMATES = 500;

/** Per database (or transaction) object, so two databases in one process (tests) never share one. */
const cache = new WeakMap<object, Map<string, { rows: number; at: number }>>();

/**
 * The planner's estimate of the rows `where` selects (EXPLAIN: no row is read), and at least `atLeast`, which were
 * seen. The same list's next page within ESTIMATE_TTL_MS reuses it: the EXPLAIN is a round trip of its own (~1 ms
 * on PostgreSQL and PGlite alike), a tenth of page 1's time, for a figure that moves only with ANALYZE and the
 * table's size.
 */
export async function estimateProducts(db: DbOrTx, where: SQL | undefined, atLeast: number): Promise<number> {
  const inner = db.select({ id: products.id }).from(products).where(where);
  const { sql: text, params } = inner.toSQL();
  const key = `${text}\u0000${JSON.stringify(params)}`;
  let estimates = cache.get(db);
  if (!estimates) cache.set(db, (estimates = new Map()));
  const now = Date.now();
  const kept = estimates.get(key);
  if (kept && now - kept.at < ESTIMATE_TTL_MS) return Math.max(atLeast, kept.rows);
  const plan = (await db.execute(sql`explain (format json) ${inner}`)) as unknown as { rows: Record<string, unknown>[] };
  const cell = Object.values(plan.rows[0] ?? {})[0];
  const parsed = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  const rows = Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
  estimates.delete(key);
  estimates.set(key, { rows, at: now });
  if (estimates.size > MAX_ESTIMATES) estimates.delete(estimates.keys().next().value!);
  return Math.max(atLeast, rows);
}
