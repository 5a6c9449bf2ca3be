import type { getPaginatedProducts, Product, RouteQuery } from '@dukani/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from './products.schema';
import { categoryConditions, flagValue, lowStockCondition, productTypeCondition, searchOf, totalPagesOf } from './product-filters';
import { matchProducts, searchCondition } from './product-search';
import { byName, liveProductsOf, withExtras } from './products.queries';

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
 * I34. Built for 100,000 products: one count and one page select share the same WHERE (served by the
 * business/name index, the trigram index when searching, the barcode index for a whole barcode), the count
 * stops at EXACT_COUNT_LIMIT and estimates beyond, and variants, suppliers and category names are read for
 * the page's rows only.
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
  const matching = liveProductsOf(options.businessId, ...filters, await searchCondition(db, options.businessId, search));
  const matches = await matchProducts(db, matching, !!search);
  // A search with few matches pages among their ids (primary key), never through the search index again.
  const where = matches.ids ? liveProductsOf(options.businessId, inArray(products.id, matches.ids)) : matching;
  const totalRecords = matches.total;
  const offset = (query.CurrentPageNumber - 1) * query.PageSize;
  const rows =
    offset < totalRecords && matches.ids?.length !== 0
      ? await db
          .select()
          .from(products)
          .where(where)
          .orderBy(...byName)
          .limit(query.PageSize)
          .offset(offset)
      : [];
  return { data: await withExtras(db, rows), totalRecords, totalPages: totalPagesOf(totalRecords, query.PageSize), ...page };
}
