import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { SearchCondition } from './product-search';
import { products } from './products.schema';
import { byName } from './products.queries';
import { ANCHOR_EVERY, findAnchoredPage, type AnchoredList } from './product-page-anchors';
import { estimateProducts } from './estimate-products';

/** Up to this many matches a list's total is counted exactly; beyond, it is the planner's estimate. */
export const EXACT_COUNT_LIMIT = 1000;
/** A search with up to this many matches is counted exactly and sorted from its own index in one statement. */
export const SORTED_SEARCH_LIMIT = 5000;
/**
 * A search with more than EXACT_COUNT_LIMIT matches first looks for its page in this many entries of the list, in
 * order (an index-only walk, ~1 ms at 100,000 products): enough for a search matching one product in 60 (50 a page).
 */
export const SEARCH_WALK_BUDGET = 3000;
/** Search texts up to this many bytes are in products_live_name_search_idx (migration 0027), longer ones are not. */
const INDEXED_SEARCH_TEXT = 700;

export interface PageKey {
  /** 0 a product, 1 a row of `merged` (I40's bundles). */
  kind: number;
  id: number;
}

export interface KeyPage {
  /** The products' total (exact up to EXACT_COUNT_LIMIT, or where every match was read) plus `merged.count`. */
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
  /**
   * Rows of another table merged into the list by name: a select of their exact count (one row, one column), read in
   * the page's own statement (a statement saved: on PGlite each costs about a millisecond), and a select of
   * `(kind, id, sort_name)` to order and limit.
   */
  merged?: { count: SQLWrapper; keysOf(limit: number): SQLWrapper } | undefined;
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
 * A search reads its matches through the trigram index, up to EXACT_COUNT_LIMIT + 1, and counts and sorts them in the
 * same statement: walking the name index and filtering instead (the plan a LIMIT invites) reads every row that sorts
 * before the first match, 12,000 for a brand whose products are all named after it. A search with more matches
 * takes its page from a short walk of the list when that holds it, else from all its matches sorted, up to
 * SORTED_SEARCH_LIMIT (searchPageQuery). Without a search, or for a search with more matches than that (then they
 * are dense enough for the walk), the page is a walk of the name index that selects ids
 * only: over products_live_name_idx (or, for a search, products_live_name_search_idx, which holds search_text) that
 * is an index-only scan, so a deep OFFSET or a search's misses skip index entries instead of reading whole rows.
 * Totals are counted up to EXACT_COUNT_LIMIT (a scan that stops there), or as far as the page read every match,
 * and beyond that are the planner's estimate of the same WHERE (EXPLAIN, no rows read), never below the count
 * already seen: no screen needs 100,000 exactly.
 */
export async function findProductPageKeys(db: DbOrTx, options: FindProductPageKeysOptions): Promise<KeyPage> {
  if (options.search) return searchPage(db, options, options.search);
  const { found, keys, mergedCount } = await listPage(db, options);
  if (found <= EXACT_COUNT_LIMIT) return { total: found + mergedCount, keys };
  return { total: (await estimateProducts(db, options.where, EXACT_COUNT_LIMIT + 1)) + mergedCount, keys };
}

/**
 * A search's page and total from searchPageQuery: up to EXACT_COUNT_LIMIT matches it is their sorted page and exact
 * count; beyond, the walk's page and the estimate, or, when the walk's budget ran out first, every match sorted as
 * before (exact up to SORTED_SEARCH_LIMIT, beyond it the estimate and an unbudgeted walk).
 */
async function searchPage(db: DbOrTx, options: FindProductPageKeysOptions, search: SearchCondition): Promise<KeyPage> {
  const rows = await selectKeys(db, withMergedCount(searchPageQuery(db, options), options));
  const mergedCount = mergedCountOf(rows);
  const probed = rows.find((row) => row.kind === -1)?.id ?? 0;
  const keys = rows.filter((row) => row.kind >= 0);
  if (probed <= EXACT_COUNT_LIMIT) return { total: probed + mergedCount, keys };
  // Every match was read (a row of kind -3, at least the EXACT_COUNT_LIMIT + 1 probed) when the walk fell short.
  const counted = rows.find((row) => row.kind === -3)?.id ?? 0;
  if (counted === 0) return { total: (await estimateProducts(db, and(options.where, search.indexed), EXACT_COUNT_LIMIT + 1)) + mergedCount, keys };
  if (counted <= SORTED_SEARCH_LIMIT) return { total: counted + mergedCount, keys };
  // A trigram estimate can be a thirtieth of the truth: never fewer than the matches seen, or the last pages go.
  const estimated = await estimateProducts(db, and(options.where, search.indexed), SORTED_SEARCH_LIMIT + 1);
  return { total: estimated + mergedCount, keys: await selectKeys(db, listPageQuery(db, options)) };
}

/** A list's page without a search, and its count up to EXACT_COUNT_LIMIT + 1. */
async function listPage(db: DbOrTx, options: FindProductPageKeysOptions): Promise<{ found: number; keys: PageKey[]; mergedCount: number }> {
  if (options.anchored && !options.merged && options.offset >= ANCHOR_EVERY) {
    const { found, ids } = await findAnchoredPage(db, options.anchored, { ...options, cappedCount: cappedCount(db, options.where) });
    return { found, keys: ids.map((id) => ({ kind: 0, id })), mergedCount: 0 };
  }
  // The capped count and the page in one statement (a row of kind -1 carries the count): PGlite spends about a
  // millisecond on every statement. A page past an exact total comes back empty on its own.
  const page = sql`${cappedCount(db, options.where)} union all (select kind, id from (${listPageQuery(db, options)}) as page)`;
  const rows = await selectKeys(db, withMergedCount(page, options));
  return { found: rows.find((row) => row.kind === -1)?.id ?? 0, keys: rows.filter((row) => row.kind >= 0), mergedCount: mergedCountOf(rows) };
}

/** A page's statement with a row of kind -4 carrying the merged rows' count, when the list merges any. */
function withMergedCount(statement: SQL, options: FindProductPageKeysOptions): SQL {
  if (!options.merged) return statement;
  return sql`${statement} union all (select -4 as kind, (${options.merged.count}) as id)`;
}

const mergedCountOf = (rows: PageKey[]) => rows.find((row) => row.kind === -4)?.id ?? 0;

/**
 * A search's statement, read in this order (each part only when the one before calls for it: the branches' conditions
 * are one-time filters on initplans, evaluated when first needed, and a CTE is read only as far as it is scanned):
 * - kind -1: the matches through the trigram index, counted up to EXACT_COUNT_LIMIT + 1 (the heap rows of those only);
 * - up to that many, their page, sorted (the MATERIALIZED CTE keeps what was read);
 * - more: the first SEARCH_WALK_BUDGET entries of products_live_name_search_idx in list order (index-only), checked
 *   against the search; if they hold the page's last row, or are the whole list, the page is theirs (merged with
 *   the long search texts' walk): a dense search's page costs that walk, not the heap rows of every match;
 * - otherwise (a search whose matches sort together, after the budget: a brand) every match, up to
 *   SORTED_SEARCH_LIMIT + 1, is read and its page sorted, and kind -3 carries their count.
 * The OFFSET 0 fence keeps the LIMIT from making the planner walk the name index in search of the first matches.
 * Exported for the benchmark's EXPLAIN.
 */
export function searchPageQuery(db: DbOrTx, options: FindProductPageKeysOptions): SQL {
  const search = options.search!;
  const matches = db
    .select({ id: products.id, sortName: sql`lower(${products.name})`.as('sort_name') })
    .from(products)
    .where(and(options.where, search.indexed));
  const walk = db
    .select({ id: products.id, sortName: sql`lower(${products.name})`.as('sort_name'), hit: sql`${search.walked}`.as('hit') })
    .from(products)
    .where(and(options.where, searchTextFits(true)))
    .orderBy(...byName)
    .limit(SEARCH_WALK_BUDGET);
  // The walk's last entry: a search none of whose probed matches sorts before it (a brand's products sort together,
  // maybe after it) skips the walk, which could not hold its page.
  const walkEnd = db
    .select({ sortName: sql`lower(${products.name})`.as('sort_name'), id: products.id })
    .from(products)
    .where(and(options.where, searchTextFits(true)))
    .orderBy(...byName)
    .offset(SEARCH_WALK_BUDGET - 1)
    .limit(1);
  const window = options.offset + options.limit;
  const tries = sql`(select yes from tries_walk)`;
  const answers = sql`(select answers from walk_answers)`;
  const walkAnswers = sql`case when ${tries} then ${answers} else false end`;
  const allSorted = sql`case when (select n from probed) <= ${EXACT_COUNT_LIMIT} then false when ${tries} then not ${answers} else true end`;
  // The walk's rows are in list order already: its page needs no more than its first `window` hits.
  const walked = sql`(select 0 as kind, id, sort_name from walked where hit limit ${window}) union all (${walkSide(db, options, search.walked, false)})`;
  const sorted = pageOf(sql`select 0 as kind, id, sort_name from matches`, options);
  return sql`with matches as materialized (select id, sort_name from (${matches} offset 0) as found limit ${SORTED_SEARCH_LIMIT + 1}),
    probed as materialized (select count(*)::int as n from (select 1 from matches limit ${EXACT_COUNT_LIMIT + 1}) as probe),
    walk_end as materialized (${walkEnd}),
    tries_walk as materialized (select case when (select n from probed) <= ${EXACT_COUNT_LIMIT} then false
      when not exists (select 1 from walk_end) then true
      else exists (select 1 from (select sort_name, id from matches limit ${EXACT_COUNT_LIMIT + 1}) as probe, walk_end
        where (probe.sort_name, probe.id) <= (walk_end.sort_name, walk_end.id)) end as yes),
    walked as materialized (${walk}),
    walk_answers as materialized (select case when (select count(*) from (select 1 from walked where hit limit ${window}) as page) >= ${window}
      then true else (select count(*) from walked) < ${SEARCH_WALK_BUDGET} end as answers)
    select -1 as kind, n as id from probed
    union all (select kind, id from (${sorted}) as few where (select n from probed) <= ${EXACT_COUNT_LIMIT})
    union all (select kind, id from (${pageOf(walked, options)}) as dense where ${walkAnswers})
    union all (select -3 as kind, count(*)::int as id from matches where ${allSorted})
    union all (select kind, id from (${sorted}) as sorted where ${allSorted})`;
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
  return pageOf(sql`(${walkSide(db, options, search, true)}) union all (${walkSide(db, options, search, false)})`, options);
}

/** One side of searchWalkQuery: the matches whose search text fits the index (or not), limited to offset + limit. */
function walkSide(db: DbOrTx, options: FindProductPageKeysOptions, search: SQL, fits: boolean): SQL {
  return db
    .select({ kind: sql`0`.as('kind'), id: products.id, sortName: sql`lower(${products.name})`.as('sort_name') })
    .from(products)
    .where(and(options.where, search, searchTextFits(fits)))
    .orderBy(...byName)
    .limit(options.offset + options.limit)
    .getSQL();
}

/** The length bound is a literal, not a parameter: the planner must see it to match the partial indexes. */
const searchTextFits = (fits: boolean) => sql`octet_length(${products.searchText}) ${sql.raw(fits ? '<=' : '>')} ${sql.raw(String(INDEXED_SEARCH_TEXT))}`;

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
