import type { CategoryReportRow } from '@dukani/contracts';
import { roundMoney, roundTo } from '@dukani/domain';
import type { Db } from '../../db/client';
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
 * I8: per category, the live products, the stock on hand and its value at buying price. Stock is as
 * of now; the dates only bound sales.
 *
 * quantitySold and salesAmount are 0 until sales exist (they come with the POS issue): add a third
 * query grouping the period's sale lines by their product's category — the same map-by-categoryId
 * shape as `stock` below — and read it in the merge at the end.
 */
export async function findCategoryReport(db: Db, options: FindCategoryReportOptions): Promise<CategoryReportRow[]> {
  assertCalendarDate('StartDate', options.startDate);
  assertCalendarDate('EndDate', options.endDate);
  if (options.startDate && options.endDate && options.endDate < options.startDate) {
    throw invalid('EndDate', 'date.endBeforeStart', { end: options.endDate, start: options.startDate });
  }
  const [categoryRows, stockRows] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(scoped(categories, options))
      .orderBy(...categoriesByName),
    sumStockByCategory(db, options.businessId),
  ]);
  const stock = new Map(stockRows.map((row) => [row.categoryId ?? UNCATEGORISED.categoryId, row]));
  const rowOf = (categoryId: number, categoryname: string): CategoryReportRow => {
    const figures = stock.get(categoryId);
    return {
      categoryId,
      categoryname,
      productCount: Number(figures?.productCount ?? 0),
      stockQuantity: roundTo(Number(figures?.stockQuantity ?? 0), 3),
      stockValue: roundMoney(Number(figures?.stockValue ?? 0)),
      quantitySold: 0,
      salesAmount: 0,
    };
  };
  const report = categoryRows.map((row) => rowOf(row.id, row.name));
  if (stock.has(UNCATEGORISED.categoryId)) report.push(rowOf(UNCATEGORISED.categoryId, UNCATEGORISED.categoryname));
  return report;
}
