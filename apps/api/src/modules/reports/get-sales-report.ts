import type { SalesReport } from '@dukani/contracts';
import { businessDateOf, roundTo, sumMoney, utcOffsetHoursOf } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { businessDayRange } from '../../lib/business-day-range';
import { getBusinessCountry } from '../business/get-business-country';
import { findProductCategoryNames } from '../products/find-low-stock';
import { findProductUnits } from '../products/find-product-units';
import { salesByProductOverDays } from '../sales/sales-rollup';

type Quantities = SalesReport['totals']['quantities'];

/** Σ quantity per unit, in a stable order (pieces first, as I7 lists the units; no unit last). */
function byUnit(rows: readonly { unitId: number | null; quantity: number }[]): Quantities {
  const sums = new Map<number | null, number>();
  for (const row of rows) sums.set(row.unitId, roundTo((sums.get(row.unitId) ?? 0) + row.quantity, 3));
  return [...sums]
    .map(([unitId, quantity]) => ({ unitId, quantity }))
    .filter((row) => row.quantity !== 0)
    .sort((a, b) => (a.unitId ?? Number.MAX_SAFE_INTEGER) - (b.unitId ?? Number.MAX_SAFE_INTEGER));
}

/**
 * R6: the period's sales (the shop's calendar days, inclusive) per product, best seller first, and per category,
 * net of the refunds and credit notes made in the period, summed by the same rules as the dashboard and L7 (so its
 * total is their net sales). Quantities are added per unit only.
 */
export async function getSalesReport(db: DbOrTx, options: { businessId: number; startDate: string; endDate: string; now?: Date }): Promise<SalesReport> {
  const { businessId, startDate, endDate } = options;
  const country = await getBusinessCountry(db, businessId);
  businessDayRange(country, startDate, endDate); // refuses a day that does not exist or an end before the start
  // Closed days from their stored per-day sums, today from its lines (sales-rollup.ts).
  const today = businessDateOf(country, options.now ?? new Date());
  const perProduct = await salesByProductOverDays(db, { businessId, offsetHours: utcOffsetHoursOf(country), startDate, endDate, today });
  const productIds = perProduct.flatMap((row) => (row.productId === null ? [] : [row.productId]));
  const [categoryOf, unitOf] = await Promise.all([findProductCategoryNames(db, businessId, productIds), findProductUnits(db, businessId, productIds)]);
  const products = perProduct.map((row) => ({
    productId: row.productId,
    name: row.name,
    categoryName: (row.productId === null ? undefined : categoryOf.get(row.productId)) ?? null,
    unitId: (row.productId === null ? undefined : unitOf.get(row.productId)) ?? null,
    quantity: row.quantity,
    salesAmount: row.salesAmount,
  }));
  const byCategory = new Map<string | null, typeof products>();
  for (const row of products) byCategory.set(row.categoryName, [...(byCategory.get(row.categoryName) ?? []), row]);
  const categories = [...byCategory]
    .map(([categoryName, rows]) => ({ categoryName, quantities: byUnit(rows), salesAmount: sumMoney(rows.map((row) => row.salesAmount)) }))
    .sort((a, b) => b.salesAmount - a.salesAmount);
  return { products, categories, totals: { quantities: byUnit(products), salesAmount: sumMoney(products.map((row) => row.salesAmount)) } };
}
