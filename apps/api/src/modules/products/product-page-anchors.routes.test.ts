import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { getPaginatedProducts, getPosProducts } from '@dukani/contracts';
import { useTestApp } from '../../../test/helper';
import { insertProducts } from '../../../test/catalog';
import { catalogVersions, products } from './products.schema';
import { ANCHOR_EVERY } from './product-page-anchors';

// A deep page of I34 / I40 walks from a keyset anchor cached in the process. Other writers (another process, a
// hand-written statement, a rolled-back edit) must never leave a page showing the old order: each page is checked
// against the whole list read back from the table after every kind of change.
const t = useTestApp();
const PAGE_SIZE = 100;
const COUNT = ANCHOR_EVERY * 2 + 500;

let owner: Awaited<ReturnType<typeof t.owner>>;
let rows: { id: number; name: string }[] = [];

beforeAll(async () => {
  owner = await t.owner();
  rows = await insertProducts(
    t,
    owner,
    Array.from({ length: COUNT }, (_, index) => `Item ${String((index * 7919) % COUNT).padStart(5, '0')}`),
  );
}, 60_000);

/** The live products in list order, read from the table itself. */
async function ordered(): Promise<number[]> {
  const result = (await t.database.db.execute(
    sql`select id from products where business_id = ${owner.businessId} and deleted_at is null order by lower(name), id`,
  )) as unknown as { rows: { id: number | string }[] };
  return result.rows.map((row) => Number(row.id));
}

async function page(number: number): Promise<number[]> {
  const res = await t.call(getPaginatedProducts, {
    token: owner.token,
    params: { businessId: owner.businessId },
    query: { CurrentPageNumber: number, PageSize: PAGE_SIZE },
  });
  expect(res.status).toBe(200);
  return res.body.result!.data.map((product) => product.id);
}

/** Deep pages (anchored) and the pages around anchor positions are slices of the whole list. */
async function expectDeepPagesRight() {
  const all = await ordered();
  for (const number of [11, 12, 21, 23, Math.ceil(all.length / PAGE_SIZE)]) {
    expect(await page(number), `page ${number}`).toEqual(all.slice((number - 1) * PAGE_SIZE, number * PAGE_SIZE));
  }
}

const versionOf = async () => (await t.database.db.select().from(catalogVersions).where(eq(catalogVersions.businessId, owner.businessId)))[0]?.version ?? 0;

describe('I34 deep pages from keyset anchors', () => {
  it('stay slices of the whole list after inserts, renames, deletes and re-filing by other writers', async () => {
    await expectDeepPagesRight();
    // Another writer adds a product that sorts before every anchor: every later position moves by one.
    await insertProducts(t, owner, ['AAA first']);
    await expectDeepPagesRight();
    // A rename that moves a product from the end to the start, written by hand (no application code involved).
    await t.database.db.execute(sql`update products set name = 'AAA renamed' where id = ${rows.at(-1)!.id}`);
    await expectDeepPagesRight();
    await t.database.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, rows[5]!.id));
    await expectDeepPagesRight();
    await t.database.db.delete(products).where(eq(products.id, rows[6]!.id));
    await expectDeepPagesRight();
  });

  it('gets a new catalogue version at commit only, and none for a stock update or a rolled-back edit', async () => {
    const before = await versionOf();
    await t.database.db.update(products).set({ quantity: 42 }).where(eq(products.id, rows[7]!.id));
    expect(await versionOf()).toBe(before);
    await t.database.db
      .transaction(async (tx) => {
        await tx.update(products).set({ name: 'AAA rolled back' }).where(eq(products.id, rows[8]!.id));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await versionOf()).toBe(before);
    await expectDeepPagesRight();
    await t.database.db.transaction(async (tx) => {
      await tx.update(products).set({ name: 'AAA one' }).where(eq(products.id, rows[9]!.id));
      await tx.update(products).set({ name: 'AAA two' }).where(eq(products.id, rows[10]!.id));
    });
    expect(await versionOf()).not.toBe(before);
    await expectDeepPagesRight();
  });

  it('keeps I40 pages of one category (no bundles merged) slices of the whole list', async () => {
    const res = await t.call(getPosProducts, {
      token: owner.token,
      params: { businessId: owner.businessId },
      query: { ProductType: 'Products', CurrentPageNumber: 22, PageSize: PAGE_SIZE },
    });
    expect(res.status).toBe(200);
    const all = await ordered();
    expect(res.body.result!.data.map((item) => item.id)).toEqual(all.slice(21 * PAGE_SIZE, 22 * PAGE_SIZE));
  });
});
