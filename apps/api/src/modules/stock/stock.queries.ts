import { productPriceIssues, type StockAdjustment } from '@dukani/contracts';
import { roundMoney } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { invalid, notFound } from '../../lib/app-error';
import { assertRecordAccess } from '../../lib/record-access';
import type { AuthContext } from '../../lib/auth-context';
import { findVariant, lockLiveProduct, setProductPrices, setVariantPrices, type ProductRow } from '../products/product-stock';
import { findLiveSupplierIds } from '../suppliers/find-live-supplier-ids';

/**
 * The product a stock request addresses, locked for the rest of the transaction so that the checks
 * below and recordMovement see the same row. Another business's product is 404 (API.md §1.2).
 */
export async function lockOwnProduct(tx: DbOrTx, id: number, auth: AuthContext): Promise<ProductRow> {
  const row = await lockLiveProduct(tx, id);
  if (!row) throw notFound('Product');
  assertRecordAccess(auth, row.businessId, 'Product', ['products']);
  if (row.productType === 1) throw invalid('id', 'stock.serviceHasNoStock', { name: row.name });
  return row;
}

/** supplierId 0 or absent means none (API.md §1.1); any other id must be a live supplier of the business. */
export async function assertSupplierOf(tx: DbOrTx, businessId: number, supplierId: number | null | undefined): Promise<void> {
  if (!supplierId) return;
  const live = await findLiveSupplierIds(tx, businessId, [supplierId]);
  if (!live.has(supplierId)) throw invalid('supplierId', 'stock.supplierUnknown');
}

type PriceInput = Pick<StockAdjustment, 'sellingPrice' | 'minSellingPrice' | 'wholesalePrice' | 'minWholesalePrice' | 'buyingPrice'>;
const PRICE_FIELDS = ['sellingPrice', 'minSellingPrice', 'wholesalePrice', 'minWholesalePrice', 'buyingPrice'] as const;

/** The prices the request gives (null and absent mean "keep"), rounded to 2 decimals. */
function givenPrices(input: PriceInput): Partial<Record<(typeof PRICE_FIELDS)[number], number>> {
  const prices: Partial<Record<(typeof PRICE_FIELDS)[number], number>> = {};
  for (const field of PRICE_FIELDS) {
    const value = input[field];
    if (value !== null && value !== undefined) prices[field] = roundMoney(value);
  }
  return prices;
}

/**
 * StockAdjustment prices become the new prices of the variant (when variantId is given) or of the
 * product. The minimum-price rule is checked on the merged result, as the cart enforces it on sales.
 */
export async function applyStockPrices(tx: DbOrTx, product: ProductRow, variantId: number | null | undefined, input: PriceInput) {
  const prices = givenPrices(input);
  if (Object.keys(prices).length === 0) return prices;
  if (variantId) {
    const variant = await findVariant(tx, variantId);
    if (!variant) throw invalid('variantId', 'stock.variantUnknown', { name: product.name });
    assertPricesValid({ ...variant, ...prices });
    await setVariantPrices(tx, variantId, prices);
  } else {
    assertPricesValid({ ...product, ...prices });
    await setProductPrices(tx, product.id, prices);
  }
  return prices;
}

function assertPricesValid(prices: Parameters<typeof productPriceIssues>[0]) {
  const [issue] = productPriceIssues(prices);
  if (issue) throw invalid(issue.field, 'catalog.minAbovePrice', { price: issue.price, limit: String(issue.limit) });
}
