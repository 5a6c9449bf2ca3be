import { and, inArray, isNull } from 'drizzle-orm';
import type { ExpenseLineInput } from '@dukani/contracts';
import { MAX_AMOUNT, findTaxRate, roundMoney, splitTax, sumMoney } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { invalid } from '../../lib/app-error';
import { assertQuantityFits } from '../../lib/quantity-rule';
import { scoped } from '../../lib/scoped';
import { findPurchaseProducts } from '../products/find-purchase-products';
import { expenseCategories } from './expenses.schema';

/** A line checked and priced, as it is stored. */
export interface ResolvedLine {
  lineNo: number;
  categoryId: number | null;
  itemDesc: string;
  quantity: number;
  itemCost: number;
  taxId: number | null;
  taxRate: number;
  amount: number;
  tax: number;
  productType: number;
  productId: number | null;
  variantId: number | null;
  /** A tracked good: its quantity goes into stock. */
  isTracked: boolean;
}

export interface ResolvedLines {
  lines: ResolvedLine[];
  total: number;
  tax: number;
}

type LineInput = Omit<ExpenseLineInput, 'productType'> & { productType: 0 | 1 };

/**
 * M1's lines checked against the shop: its own categories, its country's VAT bands and, on a purchase, its own
 * live products (another shop's id is refused like an unknown one). amount = quantity × itemCost to the cent;
 * itemCost is what was paid per unit, tax included, so the tax is the inclusive split of amount.
 */
export async function resolveExpenseLines(
  db: DbOrTx,
  options: { businessId: number; country: string; isPurchase: boolean; details: LineInput[] },
): Promise<ResolvedLines> {
  const { businessId, details } = options;
  const categoryIds = [...new Set(details.map((line) => line.categoryId).filter((id): id is number => Boolean(id)))];
  const liveCategories = categoryIds.length
    ? new Set(
        (
          await db
            .select({ id: expenseCategories.id })
            .from(expenseCategories)
            .where(and(scoped(expenseCategories, { businessId }), inArray(expenseCategories.id, categoryIds), isNull(expenseCategories.deletedAt)))
        ).map((row) => row.id),
      )
    : new Set<number>();
  const productIds = options.isPurchase ? details.map((line) => line.productId).filter((id): id is number => Boolean(id)) : [];
  const products = await findPurchaseProducts(db, businessId, productIds);

  const lines = details.map((line, index): ResolvedLine => {
    const at = (field: string) => `details[${index}].${field}`;
    if (line.categoryId && !liveCategories.has(line.categoryId)) throw invalid(at('categoryId'), 'expense.categoryUnknown', { id: line.categoryId });
    let taxRate = 0;
    if (line.taxId) {
      const band = findTaxRate(options.country, { taxId: line.taxId });
      if (!band) throw invalid(at('taxId'), 'expense.taxUnknown', { id: line.taxId });
      taxRate = band.taxRate;
    }
    let productId: number | null = null;
    let variantId: number | null = null;
    let isTracked = false;
    if (options.isPurchase && line.productId) {
      const product = products.get(line.productId);
      if (!product) throw invalid(at('productId'), 'expense.productUnknown', { id: line.productId });
      if (product.variantIds.length > 0) {
        if (!line.variantId) throw invalid(at('variantId'), 'expense.variantRequired', { name: product.name });
        if (!product.variantIds.includes(line.variantId)) throw invalid(at('variantId'), 'expense.variantUnknown', { id: line.variantId, name: product.name });
        variantId = line.variantId;
      }
      if (product.isTracked) assertQuantityFits(at('quantity'), line.quantity, { unitId: product.unitId, name: product.name, use: 'counted' });
      productId = product.id;
      isTracked = product.isTracked;
    }
    const amount = roundMoney(line.quantity * line.itemCost);
    if (amount > MAX_AMOUNT) throw invalid(at('itemCost'), 'expense.amountTooLarge', { max: MAX_AMOUNT });
    return {
      lineNo: index + 1,
      categoryId: line.categoryId || null,
      itemDesc: line.item_Desc,
      quantity: line.quantity,
      itemCost: roundMoney(line.itemCost),
      taxId: line.taxId || null,
      taxRate,
      amount,
      tax: splitTax(amount, taxRate, true).tax,
      productType: line.productType,
      productId,
      variantId,
      isTracked,
    };
  });
  const total = sumMoney(lines.map((line) => line.amount));
  if (total > MAX_AMOUNT) throw invalid('details', 'expense.totalTooLarge', { max: MAX_AMOUNT });
  return { lines, total, tax: sumMoney(lines.map((line) => line.tax)) };
}
