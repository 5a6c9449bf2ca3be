import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { getPaginatedProducts, getPosProducts } from '@dukani/contracts';
import { useTestApp } from '../../../test/helper';
import { addBundle, insertProducts } from '../../../test/catalog';
import { products } from './products.schema';
import { EXACT_COUNT_LIMIT, SEARCH_WALK_BUDGET, SORTED_SEARCH_LIMIT } from './product-page-keys';

// I34 and I40 choose a page from ids and sort keys (an index walk, or a search's matches sorted in one statement)
// and read its rows afterwards: every page must hold exactly the rows that slice of the whole ordered list holds,
// names equal but for case included (ties go by id), past the exact-count and sorted-search limits, whichever way a
// search finds its page: its few matches sorted; a dense search's walk of the list's first SEARCH_WALK_BUDGET entries
// (soap sorts into them, "x" fills them); every match sorted when the walk cannot hold the page (sugar sorts after
// it; soap's and "x"'s later pages); the unbudgeted walk past SORTED_SEARCH_LIMIT ("x"'s last page).
const t = useTestApp();
const PAGE_SIZE = 100;
const BASES = ['Soap', 'soap', 'SOAP', 'Rice', 'rice', 'Beans', 'Sugar', 'sugar', 'Salt', 'Oil'];
const TAILS = ['', 'a', 'b', 'c', 'd'];
const COUNT = SORTED_SEARCH_LIMIT + 200;

let owner: Awaited<ReturnType<typeof t.owner>>;
/** Every live product, in list order: lower-cased name, then id. */
let ordered: { id: number; name: string }[] = [];
let bundleId = 0;

beforeAll(async () => {
  owner = await t.owner();
  const names = Array.from({ length: COUNT }, (_, index) => `${BASES[index % BASES.length]}x${TAILS[(index % 7) % TAILS.length]}`);
  const rows = await insertProducts(t, owner, names);
  // A deleted product is in no list (the name index covers live rows only).
  await t.database.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, rows[3]!.id));
  // Search texts too long for products_live_name_search_idx (a product with many variants' codes) are walked from
  // products_live_long_search_idx, merged by name with the rest: they keep their places in every list.
  const long = [rows[10]!.id, rows[11]!.id, rows[27]!.id];
  await t.database.db
    .update(products)
    .set({ searchText: sql`${products.searchText} || repeat(' 6160000000017 variant-code', 40)` })
    .where(inArray(products.id, long));
  ordered = rows.filter((_, index) => index !== 3).sort((a, b) => compare(a.name.toLowerCase(), b.name.toLowerCase()) || a.id - b.id);
  const [component] = rows;
  bundleId = (await addBundle(t, owner, { name: 'soapx', price: 100, batchStore: [{ productId: component!.id, quantity: 1 }] })).id;
}, 60_000);

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const slice = <T>(list: T[], page: number) => list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
const pagesOf = (length: number) => [1, Math.ceil(length / PAGE_SIZE / 2), Math.ceil(length / PAGE_SIZE)];

async function listPage(search: string, page: number) {
  const res = await t.call(getPaginatedProducts, {
    token: owner.token,
    params: { businessId: owner.businessId },
    query: { SearchParam: search, CurrentPageNumber: page, PageSize: PAGE_SIZE },
  });
  expect(res.status).toBe(200);
  return res.body.result!;
}

describe('I34 pages', () => {
  it.each([
    ['no search', '', () => ordered],
    [`a search matching more than ${SORTED_SEARCH_LIMIT} (all)`, 'X', () => ordered],
    ['a search matching between the limits (soap)', 'soap', () => ordered.filter((row) => row.name.toLowerCase().includes('soap'))],
    ['a search between the limits sorting after the walk (sugar)', 'sugar', () => ordered.filter((row) => row.name.toLowerCase().includes('sugar'))],
    ['a search matching a few hundred (oil)', 'oil', () => ordered.filter((row) => row.name.toLowerCase().includes('oil'))],
  ])('%s: page 1, a middle page and the last page are slices of the whole ordered list', async (_, search, expected) => {
    const all = expected();
    expect(all.length).toBeGreaterThan(PAGE_SIZE * 2);
    for (const page of pagesOf(all.length)) {
      const result = await listPage(search, page);
      expect(result.data.map((product) => product.id)).toEqual(slice(all, page).map((row) => row.id));
    }
  });

  it(`never puts a search's total below the matches it read, however low the planner's estimate`, async () => {
    // Beyond EXACT_COUNT_LIMIT the total is an estimate; a trigram estimate can be far below the matches (1,001 shown
    // for 34,000 at a million products). Here a fresh table has no statistics: page 1 (the walk's) read 1,001
    // matches, the last page (every match sorted, then the unbudgeted walk) SORTED_SEARCH_LIMIT + 1.
    const first = await listPage('x', 1);
    expect(first.totalRecords).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(first.totalPages).toBe(Math.ceil(first.totalRecords / PAGE_SIZE));
    const last = await listPage('x', Math.ceil(ordered.length / PAGE_SIZE));
    expect(last.totalRecords).toBeGreaterThan(SORTED_SEARCH_LIMIT);
    expect(last.data.map((product) => product.id)).toEqual(ordered.slice(-(ordered.length % PAGE_SIZE || PAGE_SIZE)).map((row) => row.id));
  });

  it('counts a search exactly up to the exact-count limit, and beyond it where every match was read', async () => {
    const count = (text: string) => ordered.filter((row) => row.name.toLowerCase().includes(text)).length;
    expect(count('oil')).toBeLessThanOrEqual(EXACT_COUNT_LIMIT);
    expect((await listPage('oil', 1)).totalRecords).toBe(count('oil'));
    // Soap's first page is the walk's (soap sorts within the list's first SEARCH_WALK_BUDGET entries): an estimate.
    expect(ordered.findIndex((row) => row.name.toLowerCase().includes('soap'))).toBeLessThan(SEARCH_WALK_BUDGET - PAGE_SIZE);
    expect(count('soap')).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect((await listPage('soap', 1)).totalRecords).toBeGreaterThan(EXACT_COUNT_LIMIT);
    // Sugar sorts after those entries: every match is read and sorted, and so counted.
    expect(ordered.findIndex((row) => row.name.toLowerCase().includes('sugar'))).toBeGreaterThan(SEARCH_WALK_BUDGET);
    expect(count('sugar')).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect((await listPage('sugar', 1)).totalRecords).toBe(count('sugar'));
  });
});

describe('I40 pages', () => {
  it.each([
    ['no search', ''],
    ['a search (soap)', 'soap'],
    ['a search sorting after the walk (sugar)', 'sugar'],
    [`a search matching more than ${SORTED_SEARCH_LIMIT} (x)`, 'x'],
  ])('%s: products and the bundle merged by name, every page a slice of the whole ordered list', async (_, search) => {
    // The bundle "soapx" ties with the products named soapx and follows them (products first on equal names).
    const products = ordered.filter((row) => row.name.toLowerCase().includes(search));
    const after = products.findIndex((row) => row.name.toLowerCase() > 'soapx');
    const keys = products.map((row) => `p${row.id}`);
    if ('soapx'.includes(search)) keys.splice(after, 0, `b${bundleId}`);
    for (const page of pagesOf(keys.length)) {
      const res = await t.call(getPosProducts, {
        token: owner.token,
        params: { businessId: owner.businessId },
        query: { SearchParam: search, CurrentPageNumber: page, PageSize: PAGE_SIZE },
      });
      expect(res.status).toBe(200);
      expect(res.body.result!.data.map((item) => `${item.isBundle ? 'b' : 'p'}${item.id}`)).toEqual(slice(keys, page));
    }
  });
});
