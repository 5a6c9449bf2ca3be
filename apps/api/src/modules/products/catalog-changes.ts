import { and, asc, gt, isNull } from 'drizzle-orm';
import type { CatalogChanges, getCatalogChanges, PosItem, RouteQuery } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { findPosBundles } from '../bundles/find-pos-bundles';
import { posBundleKeys } from '../bundles/pos-bundle-keys';
import { getBusinessCountry } from '../business/get-business-country';
import { findCategories } from '../categories/find-categories';
import { toPosProduct, withoutBuyingPrices } from './find-pos-products';
import { products } from './products.schema';
import { withExtras } from './products.queries';

/**
 * How far before "now" the next cursor is set. A sale's transaction stamps updated_on when it starts, not when
 * it commits: a sync that reads while it is still open must see it on the next run. Sending a product twice
 * is harmless (the device overwrites it); missing one is not.
 */
export const CURSOR_MARGIN_MS = 5 * 60_000;

export interface CatalogChangesOptions {
  businessId: number;
  query: RouteQuery<typeof getCatalogChanges>;
  /** The caller has `products` (Owner and Admin do): only then do the items carry buying prices. */
  showBuyingPrices: boolean;
  now?: Date;
}

/**
 * Y1: what the offline till needs to bring its local catalog up to date. Products are paged by id (keyset) and
 * filtered on `updated_on`, which a trigger stamps on every update of the row (a price, a code, a stock change,
 * a soft delete), so no writer can forget it. A product that stopped being sellable is listed as removed. Buying
 * prices only for a user with `products`.
 */
export async function findCatalogChanges(db: Db, options: CatalogChangesOptions): Promise<CatalogChanges> {
  const { businessId, query } = options;
  const cursor = new Date((options.now ?? new Date()).getTime() - CURSOR_MARGIN_MS).toISOString();
  const since = query.updatedSince ? new Date(query.updatedSince) : null;
  const rows = await db
    .select()
    .from(products)
    .where(and(scoped(products, { businessId }), gt(products.id, query.afterId), since ? gt(products.updatedOn, since) : isNull(products.deletedAt)))
    .orderBy(asc(products.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const sellable = page.filter((row) => row.deletedAt === null && row.active && row.sellThis);
  const removedProductIds = since ? page.filter((row) => !sellable.includes(row)).map((row) => row.id) : [];
  const items = (await withExtras(db, sellable)).map(toPosProduct);
  const firstPage = query.afterId === 0;
  const [bundles, categories] = firstPage ? await Promise.all([findAllPosBundles(db, businessId), findCategories(db, { businessId })]) : [[], []];
  const shown = (list: PosItem[]) => (options.showBuyingPrices ? list : list.map(withoutBuyingPrices));
  return {
    cursor,
    items: shown(items),
    removedProductIds,
    nextAfterId: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
    bundles: shown(bundles),
    categories,
  };
}

async function findAllPosBundles(db: Db, businessId: number) {
  const keys = await posBundleKeys(db, businessId, null);
  if (keys.length === 0) return [];
  const country = await getBusinessCountry(db, businessId);
  return [...(await findPosBundles(db, { ids: keys.map((key) => key.id), country })).values()];
}
