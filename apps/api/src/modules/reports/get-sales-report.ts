import type { SalesReport } from '@dukani/contracts';
import { roundTo, sumMoney } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { businessDayRange } from '../../lib/business-day-range';
import { getBusinessCountry } from '../business/get-business-country';
import { findProductCategoryNames } from '../products/find-low-stock';
import { countedSales, salesByProduct } from '../sales/sales-figures';

/**
 * R6: the period's sales (the shop's calendar days, inclusive) per product, best seller first, and per category,
 * summed over the same rows as L7 and the dashboard: line amounts after discounts, voided sales left out.
 */
export async function getSalesReport(db: DbOrTx, options: { businessId: number; startDate: string; endDate: string }): Promise<SalesReport> {
  const { businessId } = options;
  const range = businessDayRange(await getBusinessCountry(db, businessId), options.startDate, options.endDate);
  const perProduct = await salesByProduct(db, countedSales(businessId, range.from, range.to));
  const categoryOf = await findProductCategoryNames(
    db,
    businessId,
    perProduct.flatMap((row) => (row.productId === null ? [] : [row.productId])),
  );
  const products = perProduct.map((row) => ({
    productId: row.productId,
    name: row.name,
    categoryName: (row.productId === null ? undefined : categoryOf.get(row.productId)) ?? null,
    quantity: roundTo(row.quantity, 3),
    salesAmount: row.salesAmount,
  }));
  const byCategory = new Map<string | null, { quantity: number; amounts: number[] }>();
  for (const row of products) {
    const entry = byCategory.get(row.categoryName) ?? { quantity: 0, amounts: [] };
    entry.quantity += row.quantity;
    entry.amounts.push(row.salesAmount);
    byCategory.set(row.categoryName, entry);
  }
  const categories = [...byCategory]
    .map(([categoryName, entry]) => ({ categoryName, quantity: roundTo(entry.quantity, 3), salesAmount: sumMoney(entry.amounts) }))
    .sort((a, b) => b.salesAmount - a.salesAmount);
  return {
    products,
    categories,
    totals: {
      quantity: roundTo(
        products.reduce((sum, row) => sum + row.quantity, 0),
        3,
      ),
      salesAmount: sumMoney(products.map((row) => row.salesAmount)),
    },
  };
}
