import type { getPaginatedProducts, Product, RouteQuery } from '@dukani/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from './products.schema';
import {
  categoryConditions,
  countAll,
  flagValue,
  lowStockCondition,
  productSearchCondition,
  productTypeCondition,
  searchOf,
  totalPagesOf,
} from './product-filters';
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
 * business/name index, or the trigram index when searching), and variants, suppliers and category
 * names are read for the page's rows only.
 */
export async function findPaginatedProducts(db: DbOrTx, options: FindPaginatedProductsOptions): Promise<ProductPage> {
  const { query } = options;
  const page = { currentPageNumber: query.CurrentPageNumber, pageSize: query.PageSize };
  // I34 lists Product rows; bundles are a different record, listed by I4 (the web's Bundles tab uses it).
  if (query.ProductType === 'Bundles') return { data: [], totalRecords: 0, totalPages: 0, ...page };
  const buyThis = flagValue(query.BuyThis);
  const where = liveProductsOf(
    options.businessId,
    productTypeCondition(query.ProductType),
    ...categoryConditions(query.CategoryId, query.CategoryOneId),
    buyThis === undefined ? undefined : eq(products.buyThis, buyThis),
    flagValue(query.LowStock) ? lowStockCondition() : undefined,
    productSearchCondition(searchOf(query.SearchParam)),
  );
  const [counted] = await db.select({ total: countAll }).from(products).where(where);
  const totalRecords = counted?.total ?? 0;
  const offset = (query.CurrentPageNumber - 1) * query.PageSize;
  const rows =
    offset < totalRecords
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
