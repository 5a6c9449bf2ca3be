import { AppError } from '../../lib/app-error';
import { categoryNameError } from '../categories/create-missing-category';
import type { CategoryNameQuery } from '../categories/resolve-category-names';
import { blankToNull, checkProductFields, type ProductInputData } from '../products/product-rules';
import { lookupProductType, toProductInput } from './product-row-input';
import type { CsvRow } from './read-product-csv';

/** A row that passed every check that needs no database: what is left is its barcode and its category's ids. */
export interface PlannedRow {
  line: number;
  input: ProductInputData;
  query: CategoryNameQuery;
  refs: ReturnType<typeof checkProductFields>;
  barCode: string | null;
}

export interface RowPlan {
  ready: PlannedRow[];
  refused: { row: number; errordesc: string }[];
}

/**
 * Every row checked in memory, in the order createProduct checks a row: the CSV cells and the contract
 * (toProductInput, a category name that cannot be used taking its place there), then prices, tax, unit and
 * opening stock (checkProductFields). The sentences are the ones the row-by-row import reported. Category ids
 * are not known yet: the category may still have to be made, which happens only for rows that are saved.
 */
export function planProductRows(rows: CsvRow[], businessId: number, country: string): RowPlan {
  const plan: RowPlan = { ready: [], refused: [] };
  for (const row of rows) {
    const query: CategoryNameQuery = { category: row.cells.category, subcategory: row.cells.subcategory, productType: lookupProductType(row.cells) };
    const nameError = categoryNameError(query);
    const mapped = toProductInput(row, businessId, nameError ? { error: nameError } : { categoryId: null, subcategoryId: null });
    if ('error' in mapped) {
      plan.refused.push({ row: row.line, errordesc: mapped.error });
      continue;
    }
    try {
      const refs = checkProductFields(country, mapped.input, false);
      plan.ready.push({ line: row.line, input: mapped.input, query, refs, barCode: blankToNull(mapped.input.barCode) });
    } catch (err) {
      // Only the row's own faults are reported; a defect stays a 500.
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      plan.refused.push({ row: row.line, errordesc: err.message });
    }
  }
  return plan;
}
