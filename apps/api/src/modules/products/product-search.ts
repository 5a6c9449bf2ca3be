import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { productSearchCondition } from './product-filters';
import { products, productVariants } from './products.schema';

/** A scanned or typed article number: EAN-8 … GTIN-14, digits only. */
const CODE = /^\d{8,14}$/;

/**
 * The list routes' search condition (I34, I40). A whole barcode (8 to 14 digits) is first looked up exactly in the
 * barcode btree indexes of products and variants: a scan finds its item in a millisecond, where the trigram index
 * (whose digit trigrams every barcode of the shop shares) reads most of the catalogue. When no item carries the
 * code exactly, or for any other search, it is the substring search of searchText as before.
 */
export async function searchCondition(db: DbOrTx, businessId: number, search: string | null): Promise<SQL | undefined> {
  if (!search || !CODE.test(search)) return productSearchCondition(search);
  // Sequential: `db` may be a transaction (one connection).
  const own = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.barCode, search), isNull(products.deletedAt)));
  const ofVariants = await db
    .select({ id: productVariants.productId })
    .from(productVariants)
    .where(and(eq(productVariants.businessId, businessId), eq(productVariants.barCode, search), isNull(productVariants.deletedAt)));
  const ids = [...new Set([...own, ...ofVariants].map((row) => row.id))];
  return ids.length > 0 ? inArray(products.id, ids) : productSearchCondition(search);
}

/** Up to this many matches are counted exactly; beyond, a list's total is the planner's estimate. */
export const EXACT_COUNT_LIMIT = 1000;

export interface ProductMatches {
  /** totalRecords: exact up to EXACT_COUNT_LIMIT, else the planner's estimate (never below EXACT_COUNT_LIMIT + 1). */
  total: number;
  /** For a search with at most EXACT_COUNT_LIMIT matches: their ids, so the page is chosen among them alone. */
  ids?: number[];
}

/**
 * What a list's WHERE matches, for its totalRecords and its page (I34, I40). Counting 100,000 rows on every page
 * was most of page one's time, and no screen needs that figure exactly: rows are counted up to EXACT_COUNT_LIMIT
 * (a scan that stops there) and a larger list answers the planner's estimate of the same WHERE (EXPLAIN, no rows
 * read), so small shops and most searches stay exact. A search reads the matching ids through its own index in a
 * subquery the planner may not merge (OFFSET 0): with few matches, walking the name index in order and filtering
 * each row (the plan a LIMIT invites) can read the whole catalogue before it finds 50, while sorting a thousand ids
 * costs a millisecond.
 */
export async function matchProducts(db: DbOrTx, where: SQL | undefined, isSearch: boolean): Promise<ProductMatches> {
  const inner = db.select({ id: products.id }).from(products).where(where);
  const found = isSearch
    ? ((await db.execute(sql`select id from (${inner} offset 0) as matches limit ${EXACT_COUNT_LIMIT + 1}`)) as unknown as { rows: { id: number }[] }).rows
    : await db
        .select({ id: products.id })
        .from(products)
        .where(where)
        .limit(EXACT_COUNT_LIMIT + 1);
  if (found.length <= EXACT_COUNT_LIMIT) return { total: found.length, ...(isSearch ? { ids: found.map((row) => Number(row.id)) } : {}) };
  const plan = (await db.execute(sql`explain (format json) ${inner}`)) as unknown as { rows: Record<string, unknown>[] };
  const cell = Object.values(plan.rows[0] ?? {})[0];
  const parsed = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return { total: Math.max(EXACT_COUNT_LIMIT + 1, Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0)) };
}
