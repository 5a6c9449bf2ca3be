import type { ImportResult } from '@dukani/contracts';

/** Rows per request: the server saves 500 rows per transaction, so a part is one of its chunks. */
export const PART_ROWS = 500;

/** One request's file: the header and up to PART_ROWS rows, and where each of its lines starts in the whole file. */
export interface ImportPart {
  text: string;
  rows: number;
  /** The part's line (as the server reports it: header = 1) → the line in the chosen file. */
  fileLines: Map<number, number>;
}

// eslint-disable-next-line no-control-regex -- the point is to find control characters, as the server does
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** A record with something in it; the server skips rows whose cells are all blank. */
const FILLED = /[^,\s"]/;

/**
 * The chosen file as parts of PART_ROWS rows, each with the header, so the import can show its progress per
 * request and a dropped connection costs one part. Null means "send the file whole": a file of one part, or one
 * the server must judge as a whole (not UTF-8, control characters, an open quote, more rows than allowed) so its
 * 400 still comes before any row is saved. Records are split at line breaks outside quotes (RFC 4180), like the
 * server's reader, and keep their text exactly.
 */
export function splitImportFile(bytes: ArrayBuffer, maxRows: number, partRows = PART_ROWS): ImportPart[] | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (CONTROL.test(text)) return null;
  text = text.replace(/\r\n?/g, '\n');
  const records: { text: string; line: number }[] = [];
  let inQuotes = false;
  let start = 0;
  let startLine = 1;
  let line = 1;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inQuotes) {
      // "" inside quotes is a quote character; a lone " ends the quoted field.
      if (char === '"') {
        if (text[index + 1] === '"') index += 1;
        else inQuotes = false;
      } else if (char === '\n') line += 1;
    } else if (char === '"') {
      // A quote opens a quoted field only at the field's start; elsewhere (5" nails) it is text.
      const before = index === 0 ? '\n' : text[index - 1];
      if (before === ',' || before === '\n') inQuotes = true;
    } else if (char === '\n') {
      line += 1;
      records.push({ text: text.slice(start, index), line: startLine });
      start = index + 1;
      startLine = line;
    }
  }
  if (inQuotes) return null;
  if (start < text.length) records.push({ text: text.slice(start), line: startLine });
  const [header, ...rest] = records;
  const rows = rest.filter((record) => FILLED.test(record.text));
  if (!header || rows.length <= partRows || rows.length > maxRows) return null;
  const parts: ImportPart[] = [];
  for (let from = 0; from < rows.length; from += partRows) {
    const group = rows.slice(from, from + partRows);
    const fileLines = new Map<number, number>();
    let partLine = 2;
    for (const record of group) {
      fileLines.set(partLine, record.line);
      partLine += 1 + (record.text.match(/\n/g)?.length ?? 0);
    }
    parts.push({ text: `${[header.text, ...group.map((record) => record.text)].join('\n')}\n`, rows: group.length, fileLines });
  }
  return parts;
}

/** The parts' answers as one, each error's row being its line in the chosen file. */
export function mergeImportResults(answers: { part: ImportPart; result: ImportResult }[]): ImportResult {
  const merged: ImportResult = { inserted: 0, failed: 0, errors: [] };
  for (const { part, result } of answers) {
    merged.inserted += result.inserted;
    merged.failed += result.failed;
    merged.errors.push(...result.errors.map((error) => ({ ...error, row: part.fileLines.get(error.row) ?? error.row })));
  }
  return merged;
}
