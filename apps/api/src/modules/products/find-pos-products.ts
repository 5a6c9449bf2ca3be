import { eq, inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { getPosProducts, PosItem, Product, RouteQuery } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { products } from './products.schema';
import { getBusinessCountry } from '../business/get-business-country';
import { countPosBundles, posBundleKeys } from '../bundles/pos-bundle-keys';
import { findPosBundles } from '../bundles/find-pos-bundles';
import { categoryConditions, productTypeCondition, searchOf, totalPagesOf } from './product-filters';
import { matchProducts, searchCondition } from './product-search';
import { byName, liveProductsOf, withExtras } from './products.queries';

export interface FindPosProductsOptions {
  businessId: number;
  query: RouteQuery<typeof getPosProducts>;
}

export interface PosPage {
  data: PosItem[];
  totalRecords: number;
  totalPages: number;
  currentPageNumber: number;
  pageSize: number;
}

export function toPosProduct(product: Product): PosItem {
  const {
    id,
    name,
    longDesc,
    sellingPrice,
    buyingPrice,
    wholesalePrice,
    minSellingPrice,
    minWholesalePrice,
    taxId,
    taxCode,
    taxRate,
    taxInclusive,
    productType,
    kra_ProductType,
    itemClassificationCode,
    packagingUnitCode,
    quantityUnitCode,
    trackInventory,
    barCode,
    productCode,
    itemCode,
    variants,
    productImagesPath,
    categoryId,
    category_OneId,
    quantity,
    lowstock,
    unitId,
  } = product;
  return {
    id,
    name,
    longDesc,
    sellingPrice,
    buyingPrice,
    wholesalePrice,
    minSellingPrice,
    minWholesalePrice,
    taxId,
    taxCode,
    taxRate,
    taxInclusive,
    productType,
    kra_ProductType,
    itemClassificationCode,
    packagingUnitCode,
    quantityUnitCode,
    trackInventory,
    barCode,
    productCode,
    itemCode,
    variants,
    productImagesPath,
    categoryId,
    category_OneId,
    quantity,
    lowstock,
    unitId,
    isBundle: false,
  };
}

/**
 * I40, the POS grid: active products and services the shop sells, and its bundles. Bundles have no
 * category, so they appear only without a category filter, and only for ProductType All or Bundles.
 * Products and bundles are merged into one list by name (ties: products first, then by id), so a
 * bundle sits where a cashier looks for it instead of after the last product page. Like I34, the page
 * is chosen in SQL (a UNION ALL of ids and names) and only its rows are read in full.
 */
export async function findPosProducts(db: DbOrTx, options: FindPosProductsOptions): Promise<PosPage> {
  const { query, businessId } = options;
  const search = searchOf(query.SearchParam);
  const hasCategory = !!query.CategoryId || !!query.CategoryOneId;
  const withProducts = query.ProductType !== 'Bundles';
  const withBundles = (query.ProductType === 'All' || query.ProductType === 'Bundles') && !hasCategory;
  const matching = liveProductsOf(
    businessId,
    eq(products.active, true),
    eq(products.sellThis, true),
    productTypeCondition(query.ProductType),
    ...categoryConditions(query.CategoryId, query.CategoryOneId),
    withProducts ? await searchCondition(db, businessId, search) : undefined,
  );
  // Sequential: `db` may be a transaction (one connection).
  const matches = withProducts ? await matchProducts(db, matching, !!search) : { total: 0 };
  const bundleCount = withBundles ? await countPosBundles(db, businessId, search) : 0;
  // A search with few matches pages among their ids (primary key), never through the search index again.
  const productWhere = matches.ids ? liveProductsOf(businessId, inArray(products.id, matches.ids)) : matching;
  const totalRecords = matches.total + bundleCount;
  const page = { totalRecords, totalPages: totalPagesOf(totalRecords, query.PageSize), currentPageNumber: query.CurrentPageNumber, pageSize: query.PageSize };
  const offset = (query.CurrentPageNumber - 1) * query.PageSize;
  if (offset >= totalRecords) return { data: [], ...page };

  const productPart = db
    .select({ kind: sql<number>`0`.as('kind'), id: products.id, sortName: sql<string>`lower(${products.name})`.as('sort_name') })
    .from(products)
    .where(productWhere);
  const bundlePart = posBundleKeys(db, businessId, search);
  const keys =
    withProducts && withBundles
      ? await unionAll(productPart, bundlePart)
          .orderBy(sql`sort_name`, sql`kind`, sql`id`)
          .limit(query.PageSize)
          .offset(offset)
      : withProducts
        ? await productPart
            .orderBy(...byName)
            .limit(query.PageSize)
            .offset(offset)
        : await bundlePart
            .orderBy(sql`sort_name`, sql`id`)
            .limit(query.PageSize)
            .offset(offset);

  const productIds = keys.filter((key) => Number(key.kind) === 0).map((key) => key.id);
  const bundleIds = keys.filter((key) => Number(key.kind) === 1).map((key) => key.id);
  const [productRows, bundleItems] = await Promise.all([
    productIds.length ? db.select().from(products).where(inArray(products.id, productIds)) : [],
    bundleIds.length ? getBusinessCountry(db, businessId).then((country) => findPosBundles(db, { ids: bundleIds, country })) : new Map<number, PosItem>(),
  ]);
  const productItems = new Map((await withExtras(db, productRows)).map((product) => [product.id, toPosProduct(product)]));
  const data = keys.map((key) => (Number(key.kind) === 0 ? productItems.get(key.id) : bundleItems.get(key.id))).filter((item): item is PosItem => !!item);
  return { data, ...page };
}
