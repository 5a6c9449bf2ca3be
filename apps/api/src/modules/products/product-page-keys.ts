import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { SearchCondition } from './product-search';
import { products } from './products.schema';
import { byName } from './products.queries';
import { ANCHOR_EVERY, findAnchoredPage, type AnchoredList } from './product-page-anchors';

/** Up to this many matches a list's total is counted exactly; beyond, it is the planner's estimate. */
export const EXACT_COUNT_LIMIT = 1000;
/** A search with up to this many matches is counted exactly and sorted from its own index in one statement. */
export const SORTED_SEARCH_LIMIT = 5000;
/** Search texts up to this many bytes are in products_live_name_search_idx (migration 0027), longer ones are not. */
const INDEXED_SEARCH_TEXT = 700;

export interface PageKey {
  /** 0 a product, 1 a row of `merged` (I40's bundles). */
  kind: number;
  id: number;
}

export interface KeyPage {
  /** The products' total (exact up to EXACT_COUNT_LIMIT, or SORTED_SEARCH_LIMIT for a search) plus `merged.count`. */
  total: number;
  /** The page's rows in list order: by lower-cased name, then products before merged rows, then id. */
  keys: PageKey[];
}

export interface FindProductPageKeysOptions {
  /** The products to list (a business's live rows, narrowed), the search left out. */
  where: SQL | undefined;
  /** The search (product-search `searchCondition`), if any. */
  search?: SearchCondition | undefined;
  offset: number;
  limit: number;
  /** Rows of another table merged into the list by name: their exact count, and a select of `(kind, id, sort_name)` to order and limit. */
  merged?: { count: number; keysOf(limit: number): SQLWrapper } | undefined;
  /**
   * Set when the list's filters are all columns the catalogue version covers (not stock levels): a deep page of it
   * then walks from a cached keyset anchor (product-page-anchors.ts) instead of from the first row.
   */
  anchored?: AnchoredList | undefined;
}

/**
 * Which rows one page of a product list (I34, I40) shows, and the list's total, reading ids and sort keys only;
 * the caller then reads the page's rows by primary key.
 *
 * A search reads its matches through the trigram index, up to SORTED_SEARCH_LIMIT, and counts and sorts them in the
 * same statement: walking the name index and filtering instead (the plan a LIMIT invites) reads every row that sorts
 * before the first match, 12,000 for a brand whose products are all named after it. Without a search, or for a search
 * with more matches (then they are dense enough for the walk), the page is a walk of the name index that selects ids
 * only: over products_live_name_idx (or, for a search, products_live_name_search_idx, which holds search_text) that
 * is an index-only scan, so a deep OFFSET or a search's misses skip index entries instead of reading whole rows. Totals are counted up to EXACT_COUNT_LIMIT (a scan that stops there), a search's up to
 * SORTED_SEARCH_LIMIT, and beyond that are the planner's estimate of the same WHERE (EXPLAIN, no rows read), never
 * below the count already seen: no screen needs 100,000 exactly.
 */
export async function findProductPageKeys(db: DbOrTx, options: FindProductPageKeysOptions): Promise<KeyPage> {
  const mergedCount = options.merged?.count ?? 0;
  if (options.search) {
    const rows = await selectKeys(db, sortedSearchQuery(db, options));
    const total = rows.find((row) => row.kind === -1)?.id ?? 0;
    if (total <= SORTED_SEARCH_LIMIT) return { total: total + mergedCount, keys: rows.filter((row) => row.kind !== -1) };
    // More matches than that were read: the total is the estimate, but never fewer than the matches seen (a
    // trigram estimate can be a thirtieth of the truth, and the list's last pages would be cut off).
    const estimated = await estimateProducts(db, and(options.where, options.search.indexed), SORTED_SEARCH_LIMIT + 1);
    return { total: estimated + mergedCount, keys: await selectKeys(db, listPageQuery(db, options)) };
  }
  const { found, keys } = await listPage(db, options);
  if (found <= EXACT_COUNT_LIMIT) return { total: found + mergedCount, keys };
  return { total: (await estimateProducts(db, options.where, EXACT_COUNT_LIMIT + 1)) + mergedCount, keys };
}

/** A list's page without a search, and its count up to EXACT_COUNT_LIMIT + 1. */
async function listPage(db: DbOrTx, options: FindProductPageKeysOptions): Promise<{ found: number; keys: PageKey[] }> {
  if (options.anchored && !options.merged && options.offset >= ANCHOR_EVERY) {
    const { found, ids } = await findAnchoredPage(db, options.anchored, { ...options, cappedCount: cappedCount(db, options.where) });
    return { found, keys: ids.map((id) => ({ kind: 0, id })) };
  }
  // The capped count and the page in one statement (a row of kind -1 carries the count): PGlite spends about a
  // millisecond on every statement. A page past an exact total comes back empty on its own.
  const rows = await selectKeys(db, sql`${cappedCount(db, options.where)} union all (select kind, id from (${listPageQuery(db, options)}) as page)`);
  return { found: rows.find((row) => row.kind === -1)?.id ?? 0, keys: rows.filter((row) => row.kind !== -1) };
}

/**
 * A search's statement: its matches (up to SORTED_SEARCH_LIMIT + 1, read once: MATERIALIZED), their count as a row of
 * kind -1, then the page. The OFFSET 0 fence keeps the LIMIT from making the planner walk the name index in search of
 * the first matches. Exported for the benchmark's EXPLAIN.
 */
export function sortedSearchQuery(db: DbOrTx, options: FindProductPageKeysOptions): SQL {
  const matches = db
    .select({ id: products.id, sortName: sql`lower(${products.name})`.as('sort_name') })
    .from(products)
    .where(and(options.where, options.search?.indexed));
  return sql`with matches as materialized (select id, sort_name from (${matches} offset 0) as found limit ${SORTED_SEARCH_LIMIT + 1})
    select -1 as kind, count(*)::int as id from matches
    union all
    (${pageOf(sql`select 0 as kind, id, sort_name from matches`, options)})`;
}

/** A page of the name index's walk, ids and sort keys only. Exported for the benchmark's EXPLAIN. */
export function listPageQuery(db: DbOrTx, options: FindProductPageKeysOptions): SQLWrapper {
  if (options.search) return searchWalkQuery(db, options, options.search.walked);
  const keys = db
    .select({ kind: sql`0`.as('kind'), id: products.id, sortName: sql`lower(${products.name})`.as('sort_name') })
    .from(products)
    .where(options.where);
  return options.merged
    ? pageOf(keys.getSQL(), options)
    : keys
        .orderBy(...byName)
        .limit(options.limit)
        .offset(options.offset);
}

/**
 * A search's walk in list order: the rows whose search text fits products_live_name_search_idx (an index-only scan
 * that checks the search, and I40's flags, in the index) and the few longer ones from products_live_long_search_idx,
 * each limited to offset + limit and then merged by name (the planner does not merge the two scans of a UNION ALL
 * in order by itself: it sorted every match). The length bound is a literal, not a parameter: the planner must see
 * it to match the partial indexes.
 */
function searchWalkQuery(db: DbOrTx, options: FindProductPageKeysOptions, search: SQL): SQL {
  const side = (fits: boolean) =>
    db
      .select({ kind: sql`0`.as('kind'), id: products.id, sortName: sql`lower(${products.name})`.as('sort_name') })
      .from(products)
      .where(and(options.where, search, sql`octet_length(${products.searchText}) ${sql.raw(fits ? '<=' : '>')} ${sql.raw(String(INDEXED_SEARCH_TEXT))}`))
      .orderBy(...byName)
      .limit(options.offset + options.limit)
      .getSQL();
  return pageOf(sql`(${side(true)}) union all (${side(false)})`, options);
}

/**
 * One page of `products` (a select of kind, id, sort_name) merged with `options.merged` by name. Each side is
 * limited to offset + limit first, so the union sorts at most that many rows and each side may use its own index.
 */
function pageOf(productKeys: SQL, options: FindProductPageKeysOptions): SQL {
  const { offset, limit, merged } = options;
  if (!merged) return sql`select kind, id from (${productKeys}) as keys order by sort_name, id limit ${limit} offset ${offset}`;
  const window = offset + limit;
  return sql`select kind, id from ((select * from (${productKeys}) as product_keys order by sort_name, id limit ${window})
    union all (select * from (${merged.keysOf(window)}) as merged_keys)) as keys
    order by sort_name, kind, id limit ${limit} offset ${offset}`;
}

async function selectKeys(db: DbOrTx, query: SQLWrapper): Promise<PageKey[]> {
  const result = (await db.execute(query.getSQL())) as unknown as { rows: { kind: number | string; id: number | string }[] };
  return result.rows.map((row) => ({ kind: Number(row.kind), id: Number(row.id) }));
}

/** `select -1 as kind, n as id`: the rows `where` selects, counted up to EXACT_COUNT_LIMIT + 1 (a scan that stops there). */
function cappedCount(db: DbOrTx, where: SQL | undefined): SQL {
  // Counted in the database, one row back: sending up to 1,001 ids to be counted here cost PGlite ~8 ms of
  // parsing rows, a quarter of page 1's time at 100,000 products.
  const capped = db
    .select({ one: sql`1` })
    .from(products)
    .where(where)
    .limit(EXACT_COUNT_LIMIT + 1);
  return sql`select -1 as kind, count(*)::int as id from (${capped}) as capped`;
}

/** The planner's estimate of the rows `where` selects (EXPLAIN: no row is read), and at least `atLeast`, which were seen. */
async function estimateProducts(db: DbOrTx, where: SQL | undefined, atLeast: number): Promise<number> {
  const inner = db.select({ id: products.id }).from(products).where(where);
  const plan = (await db.execute(sql`explain (format json) ${inner}`)) as unknown as { rows: Record<string, unknown>[] };
  const cell = Object.values(plan.rows[0] ?? {})[0];
  const parsed = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return Math.max(atLeast, Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0));
}
