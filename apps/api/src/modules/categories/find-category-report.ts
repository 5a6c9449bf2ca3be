import type { CategoryReportRow } from '@dukani/contracts';
import { roundMoney, roundTo, sumMoney } from '@dukani/domain';
import type { Db } from '../../db/client';
import { businessDayRange } from '../../lib/business-day-range';
import { getBusinessCountry } from '../business/get-business-country';
import { findProductCategoryIds } from '../products/find-low-stock';
import { bookedDocuments, readFor, salesByProduct } from '../sales/sales-figures';
import { categories } from './categories.schema';
import { sumStockByCategory } from '../products/products-in-categories';
import { invalid } from '../../lib/app-error';
import { categoriesByName } from './categories.queries';
import { scoped } from '../../lib/scoped';

export interface FindCategoryReportOptions {
  businessId: number;
  /** YYYY-MM-DD, inclusive, in the business's time zone: they bound the sales figures. */
  startDate?: string;
  endDate?: string;
}

/** The row for products that have no category. */
export const UNCATEGORISED = { categoryId: 0, categoryname: 'Uncategorised' } as const;

function assertCalendarDate(field: string, value: string | undefined) {
  if (value === undefined) return;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) throw invalid(field, 'date.notCalendarDateAfter', { value });
}

/**
 * I8: per category, the live products, the stock on hand and its value at buying price, and what the period's
 * sales (not voided) sold of its products net of returns: quantity and what the lines sold for, as the dashboard's top
 * categories count them. Stock is as of now; the dates (the shop's calendar days) only bound the sales.
 */
export async function findCategoryReport(db: Db, options: FindCategoryReportOptions): Promise<CategoryReportRow[]> {
  assertCalendarDate('StartDate', options.startDate);
  assertCalendarDate('EndDate', options.endDate);
  if (options.startDate && options.endDate && options.endDate < options.startDate) {
    throw invalid('EndDate', 'date.endBeforeStart', { end: options.endDate, start: options.startDate });
  }
  const range = businessDayRange(await getBusinessCountry(db, options.businessId), options.startDate, options.endDate);
  const [categoryRows, stockRows, productSales] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(scoped(categories, options))
      .orderBy(...categoriesByName),
    sumStockByCategory(db, options.businessId),
    salesByProduct(db, bookedDocuments(options.businessId, range.from, range.to), readFor(range.from, range.to)),
  ]);
  const stock = new Map(stockRows.map((row) => [row.categoryId ?? UNCATEGORISED.categoryId, row]));
  const sold = await soldPerCategory(db, options.businessId, productSales);
  const rowOf = (categoryId: number, categoryname: string): CategoryReportRow => {
    const figures = stock.get(categoryId);
    const sales = sold.get(categoryId);
    return {
      categoryId,
      categoryname,
      productCount: Number(figures?.productCount ?? 0),
      stockQuantity: roundTo(Number(figures?.stockQuantity ?? 0), 3),
      stockValue: roundMoney(Number(figures?.stockValue ?? 0)),
      quantitySold: roundTo(sales?.quantity ?? 0, 3),
      salesAmount: sumMoney(sales?.amounts ?? []),
    };
  };
  const report = categoryRows.map((row) => rowOf(row.id, row.name));
  if (stock.has(UNCATEGORISED.categoryId) || sold.has(UNCATEGORISED.categoryId)) {
    report.push(rowOf(UNCATEGORISED.categoryId, UNCATEGORISED.categoryname));
  }
  return report;
}

/** Product sales grouped by the product's category (a bundle or a product without one counts as Uncategorised). */
async function soldPerCategory(db: Db, businessId: number, productSales: Awaited<ReturnType<typeof salesByProduct>>) {
  const categoryOf = await findProductCategoryIds(
    db,
    businessId,
    productSales.flatMap((row) => (row.productId === null ? [] : [row.productId])),
  );
  const sold = new Map<number, { quantity: number; amounts: number[] }>();
  for (const row of productSales) {
    const categoryId = (row.productId === null ? undefined : categoryOf.get(row.productId)) ?? UNCATEGORISED.categoryId;
    const entry = sold.get(categoryId) ?? { quantity: 0, amounts: [] };
    entry.quantity += row.quantity;
    entry.amounts.push(row.salesAmount);
    sold.set(categoryId, entry);
  }
  return sold;
}
