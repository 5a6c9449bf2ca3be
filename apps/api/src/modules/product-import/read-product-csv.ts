import { PRODUCT_IMPORT_COLUMNS } from '@dukani/contracts';
import { readImportCsv, type ImportCsvRow } from '../../lib/read-import-csv';

export type ImportColumn = (typeof PRODUCT_IMPORT_COLUMNS)[number];

export type CsvRow = ImportCsvRow<ImportColumn>;

/**
 * API.md §1.9: the I15 file, checked as a whole by the shared reader (each refusal a 400 naming Product).
 * A header with no rows imports nothing rather than failing, as the product import always did.
 */
export const readProductCsv = (csv: Buffer): CsvRow[] => readImportCsv(csv, PRODUCT_IMPORT_COLUMNS, 'Product', { allowNoRows: true });
