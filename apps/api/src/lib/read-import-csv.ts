import Papa from 'papaparse';
import { MAX_IMPORT_ROWS } from '@dukani/contracts';
import { invalid } from './app-error';

export interface ImportCsvRow<C extends string> {
  /** The line of the file the row starts on; the header is line 1. */
  line: number;
  cells: Record<C, string>;
  /** Set when the row cannot be mapped to the columns at all. */
  error?: string;
}

/** Text only: UTF-8 without NULs or other control characters (tab and line breaks aside). */
function decodeText(csv: Buffer, part: string): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(csv);
  } catch {
    throw invalid(part, 'csv.notUtf8');
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // eslint-disable-next-line no-control-regex -- the point is to find control characters
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) throw invalid(part, 'csv.binary');
  // One line-break style, so papaparse's detection cannot be misled by a file mixing them.
  return text.replace(/\r\n?/g, '\n');
}

/** Maps each header cell to its column; blank header cells (a trailing comma from a spreadsheet) are skipped. */
function readHeader<C extends string>(header: string[], columns: readonly C[], part: string): (C | null)[] {
  const byName = new Map(columns.map((column) => [column.toLowerCase(), column]));
  const seen = new Set<C>();
  const unknown: string[] = [];
  const mapped = header.map((cell) => {
    const name = cell.trim();
    if (name === '') return null;
    const column = byName.get(name.toLowerCase());
    if (!column) {
      unknown.push(name);
      return null;
    }
    if (seen.has(column)) throw invalid(part, 'csv.columnTwice', { column });
    seen.add(column);
    return column;
  });
  const missing = columns.filter((column) => !seen.has(column));
  if (seen.size === 0) throw invalid(part, 'csv.noHeader');
  if (unknown.length > 0) throw invalid(part, 'csv.unknownColumns', { columns: unknown.join(', ') });
  if (missing.length > 0) throw invalid(part, 'csv.missingColumns', { columns: missing.join(', ') });
  return mapped;
}

/**
 * API.md §1.9: a bulk-upload file checked as a whole (UTF-8 text, the template's header, at most 5,000 rows,
 * not empty unless allowNoRows — each a 400 naming the file part) and split into rows, each with the file line it starts on
 * for the per-row error report.
 */
export function readImportCsv<C extends string>(csv: Buffer, columns: readonly C[], part: string, options: { allowNoRows?: boolean } = {}): ImportCsvRow<C>[] {
  const text = decodeText(csv, part);
  const records: { line: number; cells: string[] }[] = [];
  let quoteError: string | null = null;
  let position = 0;
  let line = 1;
  Papa.parse<string[]>(text, {
    delimiter: ',',
    newline: '\n',
    step: (result) => {
      const start = position;
      // meta.cursor points at the line break that ends the record; the next record starts after it.
      position = result.meta.cursor + 1;
      if (result.errors.length > 0 && !quoteError) quoteError = `${result.errors[0]!.message} (line ${line})`;
      if (result.data.some((cell) => cell.trim() !== '')) records.push({ line, cells: result.data });
      for (let index = start; index < Math.min(position, text.length); index++) if (text.charCodeAt(index) === 10) line += 1;
    },
  });
  if (quoteError) throw invalid(part, 'csv.unreadable', { detail: quoteError });
  const [header, ...data] = records;
  if (!header || header.line !== 1) throw invalid(part, 'csv.noHeader');
  const mapped = readHeader(header.cells, columns, part);
  if (data.length === 0 && !options.allowNoRows) throw invalid(part, 'csv.noRows');
  if (data.length > MAX_IMPORT_ROWS) throw invalid(part, 'csv.tooManyRows', { rows: data.length, max: MAX_IMPORT_ROWS });

  const needed = mapped.reduce((last, column, index) => (column ? index + 1 : last), 0);
  return data.map((record) => {
    const cells = Object.fromEntries(columns.map((column) => [column, ''])) as Record<C, string>;
    mapped.forEach((column, index) => {
      if (column) cells[column] = record.cells[index] ?? '';
    });
    const extra = record.cells.slice(mapped.length).some((cell) => cell.trim() !== '');
    return {
      line: record.line,
      cells,
      ...(extra || record.cells.length < needed ? { error: `the row has ${record.cells.length} values but the header has ${needed} columns` } : {}),
    };
  });
}
