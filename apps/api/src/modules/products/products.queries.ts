import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Product, Variant } from '@dukani/contracts';
import { findUnit, priceBeforeTax } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { findCategoryNames } from '../categories/find-category-refs';
import { products, productSuppliers, productVariants } from './products.schema';
import { scoped } from '../../lib/scoped';

export type ProductRow = typeof products.$inferSelect;
/** What toProduct reads of a row: the columns of a product's own, without the search text and the bookkeeping. */
export type ListedProductRow = Omit<ProductRow, 'tenantId' | 'searchText' | 'createdOn' | 'updatedOn' | 'deletedAt'>;
export type VariantRow = typeof productVariants.$inferSelect;

/** The text the trigram index searches: name, barcodes and codes (the product's and its variants'), brand. */
export function searchTextOf(
  product: { name: string; barCode?: string | null; productCode?: string | null; brand?: string | null },
  variants: { barCode?: string | null; productCode?: string | null }[] = [],
): string {
  const parts = [product.name, product.barCode, product.productCode, product.brand];
  for (const variant of variants) parts.push(variant.barCode, variant.productCode);
  return parts
    .filter((part): part is string => !!part && part.trim() !== '')
    .join(' ')
    .toLowerCase();
}

/** The variant columns the contract's Variant carries, under the same names: toVariant and the lists' JSON read them. */
export const VARIANT_FIELDS = [
  'id',
  'name',
  'barCode',
  'productCode',
  'sellingPrice',
  'wholesalePrice',
  'minSellingPrice',
  'minWholesalePrice',
  'buyingPrice',
  'quantity',
  'lowstock',
] as const satisfies readonly (keyof Variant & keyof VariantRow)[];

export function toVariant(row: VariantRow): Variant {
  return Object.fromEntries(VARIANT_FIELDS.map((field) => [field, row[field]])) as Variant;
}

export interface ProductExtras {
  categoryName: string | null;
  subcategoryName: string | null;
  variants: Variant[];
  suppliers: number[];
}

export const isTracked = (row: Pick<ProductRow, 'trackInventory' | 'productType'>) => row.trackInventory && row.productType === 0;

export function toProduct(row: ListedProductRow, extras: ProductExtras): Product {
  const unit = findUnit(row.unitId);
  return {
    id: row.id,
    businessId: row.businessId,
    name: row.name,
    categoryId: row.categoryId,
    category_OneId: row.subcategoryId,
    categoryName: extras.categoryName,
    subcategoryName: extras.subcategoryName,
    longDesc: row.longDesc,
    sellingPrice: row.sellingPrice,
    buyingPrice: row.buyingPrice,
    wholesalePrice: row.wholesalePrice,
    minSellingPrice: row.minSellingPrice,
    minWholesalePrice: row.minWholesalePrice,
    quantity: row.quantity,
    lowstock: row.lowstock,
    isLowStock: isTracked(row) && row.quantity <= row.lowstock,
    unitId: row.unitId,
    unitsid: row.unitId,
    unitName: unit?.name ?? 'Piece',
    taxId: row.taxId,
    taxCode: row.taxCode,
    taxRate: row.taxRate,
    taxInclusive: row.taxInclusive,
    priceBeforeTax: priceBeforeTax(row.sellingPrice, row.taxRate, row.taxInclusive),
    barCode: row.barCode,
    productCode: row.productCode,
    brand: row.brand,
    location: row.location,
    active: row.active ? 1 : 0,
    productType: row.productType === 1 ? 1 : 0,
    trackInventory: row.trackInventory ? 1 : 0,
    kra_ProductType: row.kraProductType,
    itemClassificationCode: row.itemClassificationCode,
    packagingUnitCode: row.packagingUnitCode,
    quantityUnitCode: row.quantityUnitCode,
    country_Origin: row.countryOrigin,
    suppliers: extras.suppliers,
    variants: extras.variants,
    productImagesPath: row.imageUrl,
    buyThis: row.buyThis,
    sellThis: row.sellThis,
    isProduced: row.isProduced,
    itemCode: row.itemCode,
  };
}

/** Live products of a business, optionally narrowed, sorted by name (API.md §1.5). */
export function liveProductsOf(businessId: number, ...conditions: (SQL | undefined)[]) {
  return and(scoped(products, { businessId }), isNull(products.deletedAt), ...conditions);
}

/** Product rows → full Product shapes, with names, variants and suppliers read in three queries. */
export async function withExtras(db: DbOrTx, rows: ProductRow[]): Promise<Product[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const categoryIds = [...new Set(rows.map((row) => row.categoryId).filter((id): id is number => id !== null))];
  const subcategoryIds = [...new Set(rows.map((row) => row.subcategoryId).filter((id): id is number => id !== null))];
  // One query at a time: inside a transaction node-postgres has one connection, and queries queued on it
  // concurrently are deprecated (and gain nothing).
  const variantRows = await inChunks(ids, (chunk) =>
    db
      .select()
      .from(productVariants)
      .where(and(inArray(productVariants.productId, chunk), isNull(productVariants.deletedAt)))
      .orderBy(asc(productVariants.id)),
  );
  const supplierRows = await inChunks(ids, (chunk) => db.select().from(productSuppliers).where(inArray(productSuppliers.productId, chunk)));
  const { categoryNames, subcategoryNames } = await findCategoryNames(db, { categoryIds, subcategoryIds });
  const variantsOf = groupBy(variantRows, (variant) => variant.productId);
  const suppliersOf = groupBy(supplierRows, (link) => link.productId);
  return rows.map((row) =>
    toProduct(row, {
      categoryName: row.categoryId ? (categoryNames.get(row.categoryId) ?? null) : null,
      subcategoryName: row.subcategoryId ? (subcategoryNames.get(row.subcategoryId) ?? null) : null,
      variants: (variantsOf.get(row.id) ?? []).map(toVariant),
      suppliers: (suppliersOf.get(row.id) ?? []).map((link) => link.supplierId).sort((a, b) => a - b),
    }),
  );
}

/** Whole-business lists (I1) can exceed PostgreSQL's 65,535 bind parameters in one IN list. */
const ID_CHUNK = 10_000;

async function inChunks<T>(ids: number[], query: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  if (ids.length <= ID_CHUNK) return query(ids);
  const results: T[] = [];
  for (let start = 0; start < ids.length; start += ID_CHUNK) results.push(...(await query(ids.slice(start, start + ID_CHUNK))));
  return results;
}

function groupBy<T>(items: T[], keyOf: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

export async function findProductRow(db: DbOrTx, id: number): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)));
  return row;
}

export const byName = [asc(sql`lower(${products.name})`), asc(products.id)];
