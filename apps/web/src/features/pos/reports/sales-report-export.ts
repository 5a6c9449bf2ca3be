import type { SalesReport } from '@dukani/contracts';
import { saveBlob, saveTextFile, toCsv, type CsvCell } from '@/lib/format/download-csv';

export type SalesReportView = 'products' | 'categories';

export interface SalesReportHeadings {
  product: string;
  category: string;
  quantity: string;
  salesAmount: string;
  unit: string;
  total: string;
  uncategorised: string;
  /** A unit's name for a unit id (I7), in the user's language. */
  unitName: (unitId: number | null) => string;
  /** Quantities of several units in one cell ("12 Piece · 2.5 Kilogram"): kilograms are never added to pieces. */
  quantities: (rows: SalesReport['totals']['quantities']) => string;
}

/** The table as rows of cells, headings first and the total last: the same rows for CSV and for Excel. */
export function salesReportRows(report: SalesReport, view: SalesReportView, words: SalesReportHeadings): CsvCell[][] {
  const category = (name: string | null) => name ?? words.uncategorised;
  const body: CsvCell[][] =
    view === 'products'
      ? report.products.map((row) => [row.name, category(row.categoryName), row.quantity, words.unitName(row.unitId), row.salesAmount])
      : report.categories.map((row) => [category(row.categoryName), words.quantities(row.quantities), row.salesAmount]);
  const head =
    view === 'products' ? [words.product, words.category, words.quantity, words.unit, words.salesAmount] : [words.category, words.quantity, words.salesAmount];
  const total =
    view === 'products'
      ? [words.total, '', words.quantities(report.totals.quantities), '', report.totals.salesAmount]
      : [words.total, words.quantities(report.totals.quantities), report.totals.salesAmount];
  return [head, ...body, total];
}

export function saveSalesReportCsv(rows: CsvCell[][], fileName: string): void {
  saveTextFile(`${fileName}.csv`, toCsv(rows));
}

/** Excel's own file: figures stay numbers (sums and charts work), the heading row is bold. Loaded on demand. */
export async function saveSalesReportXlsx(rows: CsvCell[][], fileName: string, sheet: string): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const data = rows.map((row, index) =>
    row.map((cell) => ({
      value: cell ?? '',
      ...(typeof cell === 'number' ? { type: Number, format: '#,##0.###' } : { type: String }),
      ...(index === 0 || index === rows.length - 1 ? { fontWeight: 'bold' as const } : {}),
    })),
  );
  saveBlob(`${fileName}.xlsx`, await writeXlsxFile(data, { sheet: sheet.slice(0, 31) }).toBlob());
}
