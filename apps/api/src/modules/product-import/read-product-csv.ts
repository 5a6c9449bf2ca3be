import Papa from 'papaparse';
import { MAX_IMPORT_ROWS, PRODUCT_IMPORT_COLUMNS } from '@dukani/contracts';
import { invalid } from '../../lib/app-error';

export type ImportColumn = (typeof PRODUCT_IMPORT_COLUMNS)[number];

export interface CsvRow {
  /** The line of the file the row starts on; the header is line 1. */
  line: number;
  cells: Record<ImportColumn, string>;
  /** Set when the row cannot be mapped to the columns at all. */
  error?: string;
}

const PART = 'Product';

/** Text only: UTF-8 without NULs or other control characters (tab and line breaks aside). */
function decodeText(csv: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(csv);
  } catch {
    throw invalid(PART, 'import.notUtf8');
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // eslint-disable-next-line no-control-regex -- the point is to find control characters
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) throw invalid(PART, 'import.binary');
  // One line-break style, so papaparse's detection cannot be misled by a file mixing them.
  return text.replace(/\r\n?/g, '\n');
}

/** Maps each header cell to its column; blank header cells (a trailing comma from a spreadsheet) are skipped. */
function readHeader(header: string[]): (ImportColumn | null)[] {
  const byName = new Map(PRODUCT_IMPORT_COLUMNS.map((column) => [column.toLowerCase(), column]));
  const seen = new Set<ImportColumn>();
  const unknown: string[] = [];
  const columns = header.map((cell) => {
    const name = cell.trim();
    if (name === '') return null;
    const column = byName.get(name.toLowerCase());
    if (!column) {
      unknown.push(name);
      return null;
    }
    if (seen.has(column)) throw invalid(PART, 'import.columnTwice', { column });
    seen.add(column);
    return column;
  });
  const missing = PRODUCT_IMPORT_COLUMNS.filter((column) => !seen.has(column));
  if (seen.size === 0) throw invalid(PART, 'import.noHeader');
  if (unknown.length > 0) throw invalid(PART, 'import.unknownColumns', { columns: unknown.join(', ') });
  if (missing.length > 0) throw invalid(PART, 'import.missingColumns', { columns: missing.join(', ') });
  return columns;
}

/**
 * API.md §1.9: the I15 file, checked as a whole (text, header of the I41 template, ≤ 5,000 rows — each a
 * 400 naming Product) and split into rows, each with the file line it starts on for the error report.
 */
export function readProductCsv(csv: Buffer): CsvRow[] {
  const text = decodeText(csv);
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
  if (quoteError) throw invalid(PART, 'import.notCsv', { detail: quoteError });
  const [header, ...data] = records;
  if (!header || header.line !== 1) throw invalid(PART, 'import.noHeaderOnFirstLine');
  const columns = readHeader(header.cells);
  if (data.length > MAX_IMPORT_ROWS) throw invalid(PART, 'import.tooManyRows', { count: data.length, max: MAX_IMPORT_ROWS });

  const needed = columns.reduce((last, column, index) => (column ? index + 1 : last), 0);
  return data.map((record) => {
    const cells = Object.fromEntries(PRODUCT_IMPORT_COLUMNS.map((column) => [column, ''])) as Record<ImportColumn, string>;
    columns.forEach((column, index) => {
      if (column) cells[column] = record.cells[index] ?? '';
    });
    const extra = record.cells.slice(columns.length).some((cell) => cell.trim() !== '');
    return {
      line: record.line,
      cells,
      ...(extra || record.cells.length < needed ? { error: `the row has ${record.cells.length} values but the header has ${needed} columns` } : {}),
    };
  });
}
