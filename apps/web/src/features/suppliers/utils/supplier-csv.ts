import { SUPPLIER_IMPORT_COLUMNS, type Supplier } from '@dukani/contracts';
import type { CsvRows } from '@/lib/format/export-rows-csv';

/** The export reads like the import template (N8) plus the balance, so a file can go back in after editing. */
export function toSupplierCsvRows(rows: readonly Supplier[]): CsvRows {
  return [
    [...SUPPLIER_IMPORT_COLUMNS, 'balance'],
    ...rows.map((row) => [...SUPPLIER_IMPORT_COLUMNS.map((column) => row[column] ?? null), row.balance.toFixed(2)]),
  ];
}
