import { saveTextFile, toCsv } from './download-csv';

export type CsvRows = Parameters<typeof toCsv>[0];

/**
 * The file text of a client-side export: the UTF-8 byte-order mark first, so Excel reads the file
 * as UTF-8 and names like "Crème" or "Unga – 2kg" keep their characters.
 */
export function toCsvFileText(rows: CsvRows): string {
  return `\uFEFF${toCsv(rows)}`;
}

/** Save rows built in the browser (e.g. the product list's current filter) as a CSV file. */
export function exportRowsCsv(fileName: string, rows: CsvRows): void {
  saveTextFile(fileName, toCsvFileText(rows));
}
