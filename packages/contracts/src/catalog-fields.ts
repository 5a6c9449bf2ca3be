import { z } from 'zod';
import { MAX_ID, moneySchema, optionalText } from './common';

/**
 * Field schemas shared by the product, bundle and stock contracts. Input money fields accept null or
 * absence (the server stores 0); the rule "minimum ≤ price" lives in `productPriceIssues`, because
 * partial products (I33) cannot carry object refinements.
 */
export const optionalMoney = moneySchema.nullish();
export const quantitySchema = z.number({ message: 'must be a number' }).finite().min(0, 'must not be negative').max(1e10);
export const optionalQuantity = quantitySchema.nullish();
/** API.md §1.11: active and trackInventory are 1/0; booleans are accepted on input. */
export const flagInput = z.union([z.literal(0), z.literal(1), z.boolean()], { message: 'must be 1 or 0' });
export const flag = z.union([z.literal(0), z.literal(1)]);
export const productTypeSchema = z.union([z.literal(0), z.literal(1)], { message: 'must be 0 (product) or 1 (service)' });
export const kraProductTypeSchema = z.enum(['1', '2', '3'], { message: "must be '1', '2' or '3'" });
export const PRODUCT_TYPE_FILTERS = ['All', 'Products', 'Services', 'Bundles'] as const;
export const productTypeFilterSchema = z.enum(PRODUCT_TYPE_FILTERS, { message: 'must be All, Products, Services or Bundles' });
/** Ids that may be sent as 0 or null for "none". */
export const optionalRef = z.number({ message: 'must be a whole number' }).int().nonnegative().max(MAX_ID, 'is not a valid id').nullish();
export const code = (max: number) => optionalText(max);

/** API.md §1.5: '', 'null' and 'undefined' count as no search. */
export function normalizeSearch(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' || trimmed === 'null' || trimmed === 'undefined' ? null : trimmed;
}

/** Query paging of API.md §1.5: 1-based page, size 1–100 (default 50). */
export const queryPaging = {
  CurrentPageNumber: z.coerce.number({ message: 'must be a whole number' }).int().min(1, 'must be 1 or more').default(1),
  PageSize: z.coerce.number({ message: 'must be a whole number' }).int().min(1, 'must be 1 to 100').max(100, 'must be 1 to 100').default(50),
};
export const searchParam = z.string().max(200).nullish();

export interface PriceFields {
  sellingPrice?: number | null;
  wholesalePrice?: number | null;
  minSellingPrice?: number | null;
  minWholesalePrice?: number | null;
}

/** A minimum price above the price it guards: `price` names that price's field, `limit` is its value. */
export interface PriceIssue {
  field: string;
  message: string;
  price: 'sellingPrice' | 'wholesalePrice';
  limit: number;
}

/** Minimum prices may not exceed the prices they guard (the cart enforces them on sales). */
export function productPriceIssues(prices: PriceFields, prefix = ''): PriceIssue[] {
  const issues: PriceIssue[] = [];
  const selling = prices.sellingPrice ?? 0;
  const wholesale = prices.wholesalePrice ?? 0;
  if ((prices.minSellingPrice ?? 0) > selling) {
    issues.push({
      field: `${prefix}minSellingPrice`,
      message: `${prefix}minSellingPrice must not be above sellingPrice (${selling})`,
      price: 'sellingPrice',
      limit: selling,
    });
  }
  if (wholesale > 0 && (prices.minWholesalePrice ?? 0) > wholesale) {
    issues.push({
      field: `${prefix}minWholesalePrice`,
      message: `${prefix}minWholesalePrice must not be above wholesalePrice (${wholesale})`,
      price: 'wholesalePrice',
      limit: wholesale,
    });
  }
  return issues;
}
