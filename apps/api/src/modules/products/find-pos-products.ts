import { eq, sql } from 'drizzle-orm';
import type { getPosProducts, PosItem, Product, RouteQuery } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { products } from './products.schema';
import { getBusinessCountry } from '../business/get-business-country';
import { countPosBundles, posBundleCount, posBundleKeys } from '../bundles/pos-bundle-keys';
import { findPosBundles } from '../bundles/find-pos-bundles';
import { categoryConditions, productTypeCondition, searchOf, totalPagesOf } from './product-filters';
import { searchCondition } from './product-search';
import { findProductPageKeys, type PageKey } from './product-page-keys';
import { liveProductsOf } from './products.queries';
import { findProductsInOrder } from './find-products-in-order';

export interface FindPosProductsOptions {
  businessId: number;
  query: RouteQuery<typeof getPosProducts>;
  /** The caller has `products` (Owner and Admin do): only then do the items carry buying prices. */
  showBuyingPrices: boolean;
}

export interface PosPage {
  data: PosItem[];
  totalRecords: number;
  totalPages: number;
  currentPageNumber: number;
  pageSize: number;
}

/**
 * A till item as a user without `products` may see it: what it costs the shop is left out (the product and each
 * variant), since a pos-only cashier has no business with buying prices; the cart needs none of them.
 */
export function withoutBuyingPrices(item: PosItem): PosItem {
  const { buyingPrice: _cost, variants, ...rest } = item;
  return { ...rest, variants: variants.map(({ buyingPrice: _variantCost, ...variant }) => variant) };
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
 * is chosen by findProductPageKeys (ids and names only, bundles merged in by a UNION ALL) and only its rows
 * are read in full.
 */
export async function findPosProducts(db: DbOrTx, options: FindPosProductsOptions): Promise<PosPage> {
  const { query, businessId } = options;
  const search = searchOf(query.SearchParam);
  const hasCategory = !!query.CategoryId || !!query.CategoryOneId;
  const withProducts = query.ProductType !== 'Bundles';
  const withBundles = (query.ProductType === 'All' || query.ProductType === 'Bundles') && !hasCategory;
  const offset = (query.CurrentPageNumber - 1) * query.PageSize;
  const bundleKeys = (limit: number) =>
    posBundleKeys(db, businessId, search)
      .orderBy(sql`sort_name`, sql`id`)
      .limit(limit);
  let keys: PageKey[];
  let totalRecords: number;
  if (withProducts) {
    const where = liveProductsOf(
      businessId,
      eq(products.active, true),
      eq(products.sellThis, true),
      productTypeCondition(query.ProductType),
      ...categoryConditions(query.CategoryId, query.CategoryOneId),
    );
    // The bundles' count is read in the page's statement.
    const merged = withBundles ? { count: posBundleCount(db, businessId, search), keysOf: bundleKeys } : undefined;
    const list = ['i40', businessId, query.ProductType, query.CategoryId ?? 0, query.CategoryOneId ?? 0].join(':');
    const anchored = search || merged ? undefined : { businessId, list };
    ({ keys, total: totalRecords } = await findProductPageKeys(db, {
      where,
      search: await searchCondition(db, businessId, search),
      offset,
      limit: query.PageSize,
      merged,
      anchored,
    }));
  } else {
    const bundleCount = await countPosBundles(db, businessId, search);
    totalRecords = bundleCount;
    keys = offset < bundleCount ? (await bundleKeys(offset + query.PageSize).offset(offset)).map((key) => ({ kind: 1, id: key.id })) : [];
  }

  const productIds = keys.filter((key) => key.kind === 0).map((key) => key.id);
  const bundleIds = keys.filter((key) => key.kind === 1).map((key) => key.id);
  const bundleItems = bundleIds.length
    ? await findPosBundles(db, { ids: bundleIds, country: await getBusinessCountry(db, businessId) })
    : new Map<number, PosItem>();
  const productItems = new Map((await findProductsInOrder(db, businessId, productIds)).map((product) => [product.id, toPosProduct(product)]));
  const data = keys
    .map((key) => (key.kind === 0 ? productItems.get(key.id) : bundleItems.get(key.id)))
    .filter((item): item is PosItem => !!item)
    .map((item) => (options.showBuyingPrices ? item : withoutBuyingPrices(item)));
  return { data, totalRecords, totalPages: totalPagesOf(totalRecords, query.PageSize), currentPageNumber: query.CurrentPageNumber, pageSize: query.PageSize };
}
