import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { productSearchCondition, productSearchFilter } from './product-filters';
import { products, productVariants } from './products.schema';

/** A scanned or typed article number: EAN-8 … GTIN-14, digits only. */
const CODE = /^\d{8,14}$/;

export interface SearchCondition {
  /** The condition as the trigram (or barcode) index serves it: to count and sort a search's matches. */
  indexed: SQL;
  /** The same rows as a filter of a walk in list order (product-filters `productSearchFilter`). */
  walked: SQL;
}

/**
 * The list routes' search condition (I34, I40). A whole barcode (8 to 14 digits) is first looked up exactly in the
 * barcode btree indexes of products and variants: a scan finds its item in a millisecond, where the trigram index
 * (whose digit trigrams every barcode of the shop shares) reads most of the catalogue. When no item carries the
 * code exactly, or for any other search, it is the substring search of searchText as before.
 */
export async function searchCondition(db: DbOrTx, businessId: number, search: string | null): Promise<SearchCondition | undefined> {
  if (!search) return undefined;
  const substring = { indexed: productSearchCondition(search)!, walked: productSearchFilter(search)! };
  if (!CODE.test(search)) return substring;
  // One statement for both tables: on PGlite every statement costs about a millisecond.
  const own = db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.barCode, search), isNull(products.deletedAt)));
  const ofVariants = db
    .select({ id: productVariants.productId })
    .from(productVariants)
    .where(and(eq(productVariants.businessId, businessId), eq(productVariants.barCode, search), isNull(productVariants.deletedAt)));
  const holders = await union(own, ofVariants);
  const ids = holders.map((row) => row.id);
  if (ids.length === 0) return substring;
  const held = inArray(products.id, ids);
  return { indexed: held, walked: held };
}
