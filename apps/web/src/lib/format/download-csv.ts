import type { RouteRef } from '@dukani/contracts';
import { csvTextCell } from '@dukani/domain';
import type { CallArgs } from '@/lib/api-client';
import { apiText } from '@/lib/api-download';

export type CsvCell = string | number | boolean | null | undefined;

/**
 * One CSV cell (RFC 4180 quoting). Text that starts with = + - @ is prefixed with an apostrophe, so
 * a spreadsheet never runs a name or note a user typed as a formula; numbers are written as they are.
 */
export function toCsvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? csvTextCell(value) : String(value);
}

/** Rows to CSV text, each row ended by CRLF. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(toCsvCell).join(',') + '\r\n').join('');
}

/** Save text as a file through a temporary link: the browser's own download, no new tab. */
export function saveTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  saveBlob(fileName, new Blob([text], { type }));
}

/** Save any file (a PDF) the same way. */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns: release it on the next tick, not at once.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Fetch a `csv` route (API.md §1.9) with the session's token and save it under the contract's file name. */
export async function downloadCsv<C extends RouteRef>(contract: C, args: CallArgs<C> = {}, fileName?: string): Promise<void> {
  const text = await apiText(contract, args);
  saveTextFile(fileName ?? contract.csvDownload ?? 'download.csv', text);
}
