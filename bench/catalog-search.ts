// Prints how fast the product lists answer at 100,000 products, on PGlite and on PostgreSQL: I34 (page
// one, a name fragment, an exact barcode, a brand, a category, a deep page) and the I40 POS search,
// each as p50 / p99 / mean over N requests through app.inject beside its yardstick (the page as one bare statement
// through the driver, p50 / p99, and the route's p99 as a multiple of it), plus the seed time and the plans (EXPLAIN ANALYZE,
// BUFFERS) of a name fragment's and a brand's search and of the deep page. BENCH_KEEP=1 keeps the seeded database for EXPLAIN by hand.
// Figures only: nothing here asserts a timing. Run: npm run bench:catalog
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { findTaxRate } from '@dukani/domain';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase, type Db } from '../apps/api/src/db/client';
import { businesses, categories, products, subcategories, users } from '../apps/api/src/db/schema';
import { signAccessToken } from '../apps/api/src/lib/access-token';
import { productSearchCondition, productSearchFilter } from '../apps/api/src/modules/products/product-filters';
import { listPageQuery, searchPageQuery } from '../apps/api/src/modules/products/product-page-keys';
import { liveProductsOf, searchTextOf } from '../apps/api/src/modules/products/products.queries';
import { call, type TestApp } from '../apps/api/test/helper';
import { createOwner } from '../apps/api/test/fixtures';
import { benchDatabaseKinds, openBenchDatabase, percentile } from './bench-databases';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARMUP = 5;
const BATCH = 1000;

const BRANDS = [
  'Ketepa',
  'Kimbo',
  'Mumias',
  'Jogoo',
  'Pembe',
  'Ndovu',
  'Daawat',
  'Royco',
  'Blue Band',
  'Elianto',
  'Fresha',
  'Brookside',
  'Tuzo',
  'Omo',
  'Ariel',
  'Geisha',
  'Menengai',
  'Sossi',
  'Dormans',
  'Kabras',
  'Exe',
  'Soko',
  'Coca-Cola',
  'Del Monte',
  'Afia',
  'Highlands',
  'Keringet',
  'Dasani',
  'Nivea',
  'Colgate',
  'Always',
  'Pampers',
  'Kasuku',
  'Golden Fry',
  'Rina',
  'Chipsy',
  'Weetabix',
  'Kenylon',
  'Zesta',
  'Bidco',
];
const KINDS = [
  'Tea Leaves',
  'Maize Flour',
  'Sugar',
  'Rice',
  'Cooking Oil',
  'Milk',
  'Yoghurt',
  'Bar Soap',
  'Detergent',
  'Toothpaste',
  'Juice',
  'Soda',
  'Drinking Water',
  'Biscuits',
  'Bread',
  'Margarine',
  'Salt',
  'Spaghetti',
  'Tomato Sauce',
  'Coffee',
  'Body Lotion',
  'Diapers',
  'Sanitary Pads',
  'Chewing Gum',
  'Matches',
  'Candles',
  'Batteries',
  'Exercise Book',
  'Jam',
  'Wheat Flour',
];
const FLAVOURS = ['', 'Original', 'Extra', 'Lemon', 'Strawberry', 'Mango', 'Vanilla', 'Family', 'Premium', 'Classic'];
const SIZES = ['50g', '100g', '250g', '500g', '1kg', '2kg', '5kg', '200ml', '300ml', '500ml', '1L', '2L', '5L', 'Pack of 6', 'Pack of 12', 'Single'];
const CATEGORY_NAMES = ['Groceries', 'Beverages', 'Dairy', 'Household', 'Personal Care', 'Baby', 'Snacks', 'Stationery'];

/** mulberry32: deterministic, so every run seeds the same catalogue. Returns an integer below n. */
function random(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return Math.floor((((value ^ (value >>> 14)) >>> 0) / 2 ** 32) * n);
  };
}

/** An EAN-13 from Kenya's 616 prefix, with its check digit; distinct per index. */
function barcodeOf(index: number): string {
  const body = `616${String(index).padStart(9, '0')}`;
  const sum = [...body].reduce((total, digit, position) => total + Number(digit) * (position % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

async function seed(db: Db, owner: { tenantId: number; businessId: number }) {
  const { tenantId, businessId } = owner;
  const tax = findTaxRate('KE', { taxCode: 'B' })!;
  const categoryRows = await db
    .insert(categories)
    .values(CATEGORY_NAMES.map((name) => ({ tenantId, businessId, name })))
    .returning();
  const subcategoryRows = await db
    .insert(subcategories)
    .values(
      categoryRows.flatMap((category) =>
        ['A', 'B', 'C'].map((letter) => ({ tenantId, businessId, categoryId: category.id, name: `${category.name} ${letter}` })),
      ),
    )
    .returning();
  const pick = random(42);
  const start = performance.now();
  for (let from = 0; from < PRODUCTS; from += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, PRODUCTS - from) }, (_, offset) => {
      const index = from + offset;
      const brand = BRANDS[pick(BRANDS.length)]!;
      const kind = KINDS[pick(KINDS.length)]!;
      const name = [brand, kind, FLAVOURS[pick(FLAVOURS.length)], SIZES[pick(SIZES.length)]].filter(Boolean).join(' ');
      const subcategory = subcategoryRows[pick(subcategoryRows.length)]!;
      const barCode = barcodeOf(index);
      const productCode = `${kind.slice(0, 3).toUpperCase()}-${index}`;
      const price = 20 + pick(2000);
      return {
        tenantId,
        businessId,
        name,
        categoryId: subcategory.categoryId,
        subcategoryId: subcategory.id,
        sellingPrice: price,
        buyingPrice: Math.round(price * 0.8),
        quantity: pick(200),
        lowstock: 5,
        taxId: tax.taxId,
        taxCode: tax.taxCode,
        taxRate: tax.taxRate,
        barCode,
        productCode,
        brand,
        searchText: searchTextOf({ name, barCode, productCode, brand }),
      };
    });
    await db.insert(products).values(rows);
  }
  const insertMs = performance.now() - start;
  const analyzeStart = performance.now();
  await db.execute(sql`vacuum analyze products`);
  return { insertMs, analyzeMs: performance.now() - analyzeStart, categoryId: categoryRows[2]!.id };
}

/** p50 / p99 / mean of `times` (sorted here), in ms. */
function summarise(times: number[]) {
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), mean: times.reduce((sum, time) => sum + time, 0) / times.length };
}

/**
 * The route's p50 / p99 / mean, and its yardstick from the same run: the page's 50 rows as the database answers
 * them to ONE hand-written statement sent straight through the driver (no HTTP, auth, total, variants or JSON).
 */
async function measure(t: TestApp, label: string, url: string, caller: { token: string; userId: number }, bare: SQL, goal: number) {
  const { token } = caller;
  await t.app.userRateLimiter.reset(`user:${caller.userId}`);
  for (let i = 0; i < WARMUP; i++) await call(t.app, 'GET', url, { token });
  const times: number[] = [];
  let failed = 0;
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const res = await call<{ totalRecords: number }>(t.app, 'GET', url, { token });
    times.push(performance.now() - start);
    if (res.status !== 200) failed += 1;
    total = res.body.result?.totalRecords ?? 0;
  }
  for (let i = 0; i < WARMUP; i++) await t.database.db.execute(bare);
  const bareTimes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await t.database.db.execute(bare);
    bareTimes.push(performance.now() - start);
  }
  const route = summarise(times);
  const yardstick = summarise(bareTimes);
  const figures = [route.p50, route.p99, route.mean, yardstick.p50, yardstick.p99].map((value) => value.toFixed(1).padStart(7)).join(' ');
  const ratio = `${(route.p99 / yardstick.p99).toFixed(1)}×`.padStart(6);
  const verdict = `${route.p99 <= goal ? 'met' : 'NOT met'} (p99 ≤ ${goal})`.padEnd(18);
  console.log(`  ${label.padEnd(34)} ${figures} ${ratio}   ${verdict} ${String(total).padStart(7)} hits${failed ? `  (${failed} not 200!)` : ''}`);
}

/**
 * A deep page's cost when its keyset anchors are stale: a product is renamed (a new catalogue version) before each
 * request, so the page walks from the list's start again and re-reads the anchors on the way (the cold case).
 */
async function measureAfterRename(t: TestApp, caller: { token: string; businessId: number }, url: string) {
  const times: number[] = [];
  // An even number of renames leaves the catalogue as it was.
  for (let i = 0; i < 6; i++) {
    await t.database.db.execute(
      sql`update products set name = case when name like '% (r)' then left(name, -4) else name || ' (r)' end
        where id = (select min(id) from products where business_id = ${caller.businessId})`,
    );
    const start = performance.now();
    await call(t.app, 'GET', url, { token: caller.token });
    times.push(performance.now() - start);
  }
  const { p50, p99 } = summarise(times);
  console.log(
    `  ${'  the same after a rename (cold)'.padEnd(34)} ${p50.toFixed(1).padStart(7)} ${p99.toFixed(1).padStart(7)}   (6 runs, each after a rename: anchors read again)`,
  );
}

/** The yardstick's statement: one page of whole product rows, by name, narrowed by `condition`. */
function barePage(businessId: number, condition: SQL, offset = 0): SQL {
  return sql`select * from products where business_id = ${businessId} and deleted_at is null and ${condition}
    order by lower(name), id limit 50 offset ${offset}`;
}

/**
 * The plan of the statement that picks an I34 page (findProductPageKeys): a search's sorted matches, or the name
 * index's walk. EXPLAIN (ANALYZE, BUFFERS): a buffer read is a page that was not in the database's cache.
 */
async function explain(db: Db, label: string, businessId: number, page: { search?: string; offset?: number; walk?: boolean }) {
  const search = page.search ? { indexed: productSearchCondition(page.search)!, walked: productSearchFilter(page.search)! } : undefined;
  const options = { where: liveProductsOf(businessId), search, offset: page.offset ?? 0, limit: 50 };
  // A search's walk in list order is the page of a search with more than SORTED_SEARCH_LIMIT matches.
  const query = page.search && !page.walk ? searchPageQuery(db, options) : listPageQuery(db, options);
  const result = (await db.execute(sql`explain (analyze, buffers, costs off) ${query}`)) as unknown as { rows: Record<string, string>[] };
  console.log(`  EXPLAIN (ANALYZE, BUFFERS), I34 page keys, ${label}:`);
  for (const row of result.rows) console.log(`    ${Object.values(row)[0]}`);
}

/**
 * BENCH_REUSE=<postgres url or PGlite folder> (one database kind) runs the cases on a catalogue a BENCH_KEEP=1 run
 * seeded, instead of seeding again (1,000,000 products take ~8 minutes): its business and owner are found by name.
 */
async function reusedCatalogue(db: Db, jwtSecret: string) {
  const [business] = await db
    .select()
    .from(businesses)
    .where(sql`${businesses.organizationName} = 'Bench Supermarket'`)
    .orderBy(businesses.id)
    .limit(1);
  if (!business) throw new Error('BENCH_REUSE: no "Bench Supermarket" business in that database');
  const [owner] = await db
    .select()
    .from(users)
    .where(sql`${users.tenantId} = ${business.tenantId}`)
    .orderBy(users.id)
    .limit(1);
  const [category] = await db
    .select()
    .from(categories)
    .where(sql`${categories.businessId} = ${business.id}`)
    .orderBy(categories.id)
    .offset(2)
    .limit(1);
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(sql`${products.businessId} = ${business.id}`);
  const token = await signAccessToken({ userid: owner!.id, businessId: business.id, tenantId: business.tenantId, tv: owner!.tokenVersion ?? 0 }, jwtSecret);
  return { owner: { businessId: business.id, userId: owner!.id, token }, categoryId: category!.id, count };
}

async function run(kind: 'pglite' | 'postgres') {
  const reuse = process.env.BENCH_REUSE;
  const opened = reuse
    ? { env: kind === 'postgres' ? { DATA_DIR: 'memory', DATABASE_URL: reuse } : { DATA_DIR: reuse }, cleanup: async () => {} }
    : await openBenchDatabase(kind);
  const { env, cleanup } = opened;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RUN_WORKER: 'false', ...env });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const t: TestApp = { app, database, config, close: async () => {} };
  try {
    let owner: { businessId: number; userId: number; token: string };
    let seeded: { categoryId: number };
    let productCount = PRODUCTS;
    if (reuse) {
      const found = await reusedCatalogue(database.db, config.JWT_SECRET);
      ({ owner } = found);
      seeded = found;
      productCount = found.count;
      console.log(`\n${kind}: reusing ${productCount.toLocaleString('en')} products at ${reuse}`);
    } else {
      const created = await createOwner(t, { businessName: 'Bench Supermarket' });
      owner = created;
      const timings = await seed(database.db, created);
      seeded = timings;
      console.log(
        `\n${kind}: seeded ${PRODUCTS.toLocaleString('en')} products in ${(timings.insertMs / 1000).toFixed(1)} s (+ vacuum analyze ${(timings.analyzeMs / 1000).toFixed(1)} s)`,
      );
    }
    const heads = ['p50 ms', 'p99 ms', 'mean ms', 'bare50', 'bare99'].map((head) => head.padStart(7)).join(' ');
    // Issue 37 item 4: PostgreSQL p99 ≤ 50 ms at 1,000,000 products and ≤ 15 ms at 100,000; PGlite ≤ 30 ms at 100,000.
    const goal = kind === 'pglite' ? 30 : productCount > 100_000 ? 50 : 15;
    console.log(`  ${'case'.padEnd(34)} ${heads}  p99 /  yardstick (issue 37)  (${RUNS} runs each; bare: the page as one statement)`);
    const list = `/api/Product/GetPaginatedProducts/${owner.businessId}`;
    const barcode = barcodeOf(Math.floor(productCount / 2));
    const id = owner.businessId;
    const like = (text: string) => sql`search_text like ${`%${text}%`}`;
    // BENCH_CASES=name,barcode,brand,sugar (say) runs only those cases: at 1,000,000 products the deep page's bare
    // OFFSET yardstick alone takes minutes, too long for alternating before/after runs of a search.
    const cases = process.env.BENCH_CASES?.split(',');
    const wanted = (name: string) => !cases || cases.includes(name);
    if (wanted('page1')) await measure(t, 'I34 page 1, no search', list, owner, barePage(id, sql`true`), goal);
    if (wanted('name')) await measure(t, 'I34 search name "maize fl"', `${list}?SearchParam=maize%20fl`, owner, barePage(id, like('maize fl')), goal);
    if (wanted('barcode'))
      await measure(t, `I34 search barcode ${barcode}`, `${list}?SearchParam=${barcode}`, owner, barePage(id, sql`bar_code = ${barcode}`), goal);
    if (wanted('brand')) await measure(t, 'I34 search brand "brookside"', `${list}?SearchParam=brookside`, owner, barePage(id, like('brookside')), goal);
    if (wanted('category'))
      await measure(t, 'I34 CategoryId filter', `${list}?CategoryId=${seeded.categoryId}`, owner, barePage(id, sql`category_id = ${seeded.categoryId}`), goal);
    const deepPage = Math.max(1, Math.floor((productCount / 50) * 0.75));
    const deepUrl = `${list}?CurrentPageNumber=${deepPage}&PageSize=50`;
    if (wanted('deep')) {
      await measure(t, `I34 deep page (${deepPage} of ${Math.ceil(productCount / 50)})`, deepUrl, owner, barePage(id, sql`true`, (deepPage - 1) * 50), goal);
      await measureAfterRename(t, owner, deepUrl);
    }
    const sellable = sql`active and sell_this and ${like('sugar')}`;
    if (wanted('sugar'))
      await measure(t, 'I40 POS search "sugar"', `/api/Product/GetPosProducts/${owner.businessId}?SearchParam=sugar`, owner, barePage(id, sellable), goal);
    // A dense search's page from the short walk (at 100,000 products) beside a brand's, whose matches sort after it.
    await explain(database.db, 'search "maize fl"', owner.businessId, { search: 'maize fl' });
    await explain(database.db, 'search "brookside"', owner.businessId, { search: 'brookside' });
    // Beyond SORTED_SEARCH_LIMIT matches (1,000,000 products) the page is this walk; at 100,000 it shows its cost.
    await explain(database.db, 'search "brookside", walked in list order', owner.businessId, { search: 'brookside', walk: true });
    if (wanted('deep')) await explain(database.db, `deep page ${deepPage}`, owner.businessId, { offset: (deepPage - 1) * 50 });
  } finally {
    await app.close();
    await database.close();
    // BENCH_KEEP=1 leaves the seeded database for EXPLAIN (ANALYZE, BUFFERS) by hand: psql, or PGlite on the folder.
    if (process.env.BENCH_KEEP === '1') console.log(`  kept: ${env.DATABASE_URL ?? env.DATA_DIR}`);
    else await cleanup();
  }
}

for (const kind of benchDatabaseKinds()) await run(kind);
const memory = process.memoryUsage();
console.log(`\nmemory: rss ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`);
