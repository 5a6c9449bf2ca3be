import { productInputSchema, type ProductInput } from '@dukani/contracts';
import { findUnitByName, parseNumberText } from '@dukani/domain';
import type { ResolvedCategory } from '../categories/resolve-category-names';
import type { ProductInputData } from '../products/product-rules';
import type { CsvRow, ImportColumn } from './read-product-csv';

/** A row's cells could not become a product: the sentence names the column, as a 400 would. */
class RowError extends Error {}

const YES = new Set(['yes', 'true', '1', 'y']);
const NO = new Set(['no', 'false', '0', 'n']);

function numberOf(cells: CsvRow['cells'], column: ImportColumn): number | undefined {
  const text = cells[column].trim();
  if (text === '') return undefined;
  // Spreadsheets in East Africa write 1,200.50: thousands are grouped with commas, never a decimal comma.
  const parsed = parseNumberText(text.replace(/^\+/, ''), 'en-KE');
  if (!parsed.ok || parsed.value === null) throw new RowError(`${column} must be a number like 1,200.50, not "${text}"`);
  return parsed.value;
}

function flagOf(cells: CsvRow['cells'], column: ImportColumn): boolean | undefined {
  const text = cells[column].trim().toLowerCase();
  if (text === '') return undefined;
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  throw new RowError(`${column} must be yes or no, not "${cells[column].trim()}"`);
}

const textOf = (cells: CsvRow['cells'], column: ImportColumn) => cells[column].trim() || undefined;

/** 'product' / 'service' / 0 / 1; blank is a product. */
function productTypeOf(cells: CsvRow['cells']): 0 | 1 {
  const text = cells.productType.trim().toLowerCase();
  if (text === '' || text === 'product' || text === '0') return 0;
  if (text === 'service' || text === '1') return 1;
  throw new RowError(`productType must be product or service, not "${cells.productType.trim()}"`);
}

/** The product type a row's category is looked up with; a bad value fails the row later, in toProductInput. */
export function lookupProductType(cells: CsvRow['cells']): 0 | 1 {
  return cells.productType.trim().toLowerCase() === 'service' || cells.productType.trim() === '1' ? 1 : 0;
}

/** By name, as GetUnits lists them; blank leaves the default to the product rules (Piece, or a service's unit). */
function unitIdOf(cells: CsvRow['cells']): number | undefined {
  const name = cells.unit.trim();
  if (name === '') return undefined;
  const unit = findUnitByName(name);
  if (!unit) throw new RowError(`unit "${name}" is not one of the units of GetUnits`);
  return unit.id;
}

/**
 * One CSV row → the body I10 would receive, checked by the same contract schema. Returns the parsed
 * input, or the sentence to report for the row.
 */
export function toProductInput(row: CsvRow, businessId: number, category: ResolvedCategory): { input: ProductInputData } | { error: string } {
  if (row.error) return { error: row.error };
  try {
    const cells = row.cells;
    const productType = productTypeOf(cells);
    const sellingPrice = numberOf(cells, 'sellingPrice');
    if (sellingPrice === undefined) throw new RowError('sellingPrice is required');
    if ('error' in category) return { error: category.error };
    const candidate: ProductInput = {
      businessId,
      name: cells.name,
      categoryId: category.categoryId,
      category_OneId: category.subcategoryId,
      productType,
      sellingPrice,
      buyingPrice: numberOf(cells, 'buyingPrice'),
      wholesalePrice: numberOf(cells, 'wholesalePrice'),
      minSellingPrice: numberOf(cells, 'minSellingPrice'),
      minWholesalePrice: numberOf(cells, 'minWholesalePrice'),
      quantity: numberOf(cells, 'quantity'),
      lowstock: numberOf(cells, 'lowstock'),
      unitId: unitIdOf(cells),
      taxCode: textOf(cells, 'taxCode')?.toUpperCase(),
      taxInclusive: flagOf(cells, 'taxInclusive'),
      barCode: textOf(cells, 'barCode'),
      productCode: textOf(cells, 'productCode'),
      brand: textOf(cells, 'brand'),
      location: textOf(cells, 'location'),
      trackInventory: flagOf(cells, 'trackInventory'),
    };
    const parsed = productInputSchema.safeParse(candidate);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      return { error: `${issue?.path.join('.') || 'row'} ${issue?.message ?? 'is not valid'}` };
    }
    return { input: parsed.data };
  } catch (err) {
    if (err instanceof RowError) return { error: err.message };
    throw err;
  }
}
