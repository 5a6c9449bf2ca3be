import { CUSTOMER_IMPORT_COLUMNS, type CustomerRow } from '@dukani/contracts';
import type { CsvRows } from '@/lib/format/export-rows-csv';

/** The export reads like the import template (H15) plus the balance, so a file can go back in after editing. */
export function toCustomerCsvRows(rows: readonly CustomerRow[]): CsvRows {
  return [
    [...CUSTOMER_IMPORT_COLUMNS, 'balance'],
    ...rows.map((row) => [...CUSTOMER_IMPORT_COLUMNS.map((column) => row[column] ?? null), row.balance.toFixed(2)]),
  ];
}
