import type { getPaginatedProducts, Product, RouteQuery } from '@dukani/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from './products.schema';
import { categoryConditions, flagValue, lowStockCondition, productTypeCondition, searchOf, totalPagesOf } from './product-filters';
import { searchCondition } from './product-search';
import { findProductPageKeys } from './product-page-keys';
import { liveProductsOf } from './products.queries';
import { findProductsInOrder } from './find-products-in-order';

export interface FindPaginatedProductsOptions {
  businessId: number;
  query: RouteQuery<typeof getPaginatedProducts>;
}

export interface ProductPage {
  data: Product[];
  totalRecords: number;
  totalPages: number;
  currentPageNumber: number;
  pageSize: number;
}

/**
 * I34. Built for 100,000 products: the page's ids and the total come from findProductPageKeys (ids and sort keys
 * only, the total counted up to a limit and estimated beyond), then the page's rows are read with their variants,
 * suppliers and category names in one statement.
 */
export async function findPaginatedProducts(db: DbOrTx, options: FindPaginatedProductsOptions): Promise<ProductPage> {
  const { query } = options;
  const page = { currentPageNumber: query.CurrentPageNumber, pageSize: query.PageSize };
  // I34 lists Product rows; bundles are a different record, listed by I4 (the web's Bundles tab uses it).
  if (query.ProductType === 'Bundles') return { data: [], totalRecords: 0, totalPages: 0, ...page };
  const buyThis = flagValue(query.BuyThis);
  const search = searchOf(query.SearchParam);
  const filters = [
    productTypeCondition(query.ProductType),
    ...categoryConditions(query.CategoryId, query.CategoryOneId),
    buyThis === undefined ? undefined : eq(products.buyThis, buyThis),
    flagValue(query.LowStock) ? lowStockCondition() : undefined,
  ];
  const where = liveProductsOf(options.businessId, ...filters);
  const offset = (query.CurrentPageNumber - 1) * query.PageSize;
  // Stock levels move with every sale without a new catalogue version: a low-stock list is never anchored.
  const anchored = search || flagValue(query.LowStock) ? undefined : { businessId: options.businessId, list: listName(options.businessId, query) };
  const searched = await searchCondition(db, options.businessId, search);
  const { total, keys } = await findProductPageKeys(db, { where, search: searched, offset, limit: query.PageSize, anchored });
  const data = await findProductsInOrder(
    db,
    options.businessId,
    keys.map((key) => key.id),
  );
  return { data, totalRecords: total, totalPages: totalPagesOf(total, query.PageSize), ...page };
}

/** I34's list identity for its keyset anchors: the business and every filter (not the page). */
function listName(businessId: number, query: RouteQuery<typeof getPaginatedProducts>): string {
  return ['i34', businessId, query.ProductType, query.CategoryId ?? 0, query.CategoryOneId ?? 0, flagValue(query.BuyThis) ?? ''].join(':');
}
