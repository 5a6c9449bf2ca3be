import { and, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { catalogVersions, products } from './products.schema';
import { byName } from './products.queries';

/** A list's anchors are the keys of its entries at positions ANCHOR_EVERY, 2 × ANCHOR_EVERY, … (0-based). */
export const ANCHOR_EVERY = 1000;
/** Lists whose anchors are kept (least recently used dropped first): at 1,000,000 products a list holds 1,000. */
const MAX_LISTS = 200;

interface Anchor {
  sortName: string;
  id: number;
}

interface ListAnchors {
  /** The business's catalog_versions.version the anchors were read with. */
  version: number;
  anchors: Map<number, Anchor>;
}

/** Keyed by AnchoredList.list. In this process only: every use is checked against the database's version. */
const cache = new Map<string, ListAnchors>();

export interface AnchoredList {
  businessId: number;
  /** Names the list: its business and every filter that narrows it (same key, same rows in the same order). */
  list: string;
}

export interface AnchoredPageOptions {
  /** The list's rows: the business's live products, narrowed by filters the catalogue version covers. */
  where: SQL | undefined;
  offset: number;
  limit: number;
  /** The list's count capped at this + … (a row of kind -1), as the unanchored statement gives it. */
  cappedCount: SQL;
}

interface WalkRow {
  kind: number | string;
  id: number | string;
  sort_name: string | null;
  n: number | string | null;
}

/**
 * One page of a list by name without OFFSET's walk from the start: from the nearest cached anchor at or before the
 * page, the walk is at most ANCHOR_EVERY + limit index entries, where OFFSET 750,000 skipped 750,000. The statement
 * also reads the business's catalogue version (same snapshot as the walk): anchors read under another version are
 * stale (a product added, deleted, renamed or re-filed since moves every later position), so the page is walked again
 * from the start, and the anchors passed on the way are kept with the version read. Returns the capped count and
 * the page's ids, as the unanchored page statement does.
 */
export async function findAnchoredPage(db: DbOrTx, list: AnchoredList, options: AnchoredPageOptions): Promise<{ found: number; ids: number[] }> {
  const cached = cache.get(list.list);
  const start = cached ? nearestAnchor(cached, options.offset) : undefined;
  let rows = await walk(db, list, options, start);
  let version = Number(rows.find((row) => Number(row.kind) === -2)?.id ?? 0);
  if (start && cached && cached.version !== version) {
    cache.delete(list.list);
    rows = await walk(db, list, options, undefined);
    version = Number(rows.find((row) => Number(row.kind) === -2)?.id ?? 0);
  }
  remember(list.list, version, rows);
  return {
    found: Number(rows.find((row) => Number(row.kind) === -1)?.id ?? 0),
    ids: rows.filter((row) => Number(row.kind) === 0 && Number(row.n) >= options.offset).map((row) => Number(row.id)),
  };
}

function nearestAnchor(cached: ListAnchors, offset: number): { position: number; anchor: Anchor } | undefined {
  for (let position = Math.floor(offset / ANCHOR_EVERY) * ANCHOR_EVERY; position >= ANCHOR_EVERY; position -= ANCHOR_EVERY) {
    const anchor = cached.anchors.get(position);
    if (anchor) return { position, anchor };
  }
  return undefined;
}

/**
 * ONE statement: the capped count (kind -1), the catalogue version (kind -2), then the walk's rows numbered by list
 * position (kind 0): the page's, and those at an anchor position passed on the way.
 */
async function walk(db: DbOrTx, list: AnchoredList, options: AnchoredPageOptions, start: { position: number; anchor: Anchor } | undefined): Promise<WalkRow[]> {
  const from = start?.position ?? 0;
  const after = start ? sql`(lower(${products.name}), ${products.id}) >= (${start.anchor.sortName}, ${start.anchor.id})` : undefined;
  const ordered = db
    .select({ id: products.id, sortName: sql`lower(${products.name})`.as('sort_name') })
    .from(products)
    .where(and(options.where, after))
    .orderBy(...byName)
    .limit(options.offset - from + options.limit);
  const version = sql`coalesce((select ${catalogVersions.version} from ${catalogVersions} where ${catalogVersions.businessId} = ${list.businessId}), 0)`;
  // row_number() over the walk's own order: the planner numbers the index scan's rows as they come, no sort.
  const query = sql`select kind, id, null::text as sort_name, null::int as n from (${options.cappedCount}) as counted
    union all select -2, ${version}, null, null
    union all select 0, id, sort_name, n from (
      select id, sort_name, (row_number() over (order by sort_name, id))::int + ${from - 1} as n from (${ordered}) as ordered
    ) as numbered
    where n >= ${options.offset} or (n % ${ANCHOR_EVERY} = 0 and n > ${from})`;
  const result = (await db.execute(query)) as unknown as { rows: WalkRow[] };
  return result.rows;
}

function remember(list: string, version: number, rows: WalkRow[]) {
  const kept = cache.get(list);
  const entry = kept && kept.version === version ? kept : { version, anchors: new Map<number, Anchor>() };
  for (const row of rows) {
    const position = Number(row.n);
    if (Number(row.kind) === 0 && position > 0 && position % ANCHOR_EVERY === 0)
      entry.anchors.set(position, { sortName: row.sort_name ?? '', id: Number(row.id) });
  }
  cache.delete(list);
  if (entry.anchors.size === 0) return;
  cache.set(list, entry);
  if (cache.size > MAX_LISTS) cache.delete(cache.keys().next().value as string);
}
