import { setImmediate as nextTurn } from 'node:timers/promises';
import { Zip, ZipDeflate } from 'fflate';
import { csvTextCell } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import type { Cell, ExportSheet, SheetContext } from './sheet';

/** UTF-8's byte-order mark: without it Excel opens a CSV in the PC's legacy code page and garbles "Müller" or "ñ". */
const BOM = '\ufeff';
const encoder = new TextEncoder();

const cellText = (cell: Cell): string => (cell === null ? '' : typeof cell === 'string' ? csvTextCell(cell) : cell.figure);
const lineOf = (cells: readonly Cell[]): string => `${cells.map(cellText).join(',')}\r\n`;

/** A text file the zip carries beside the sheets (the note that says how to read them). */
export interface ZipNote {
  fileName: string;
  text: string;
}

/**
 * The sheets as one zip, written while it is read: each sheet's pages are queried, turned into CSV lines and
 * deflated one page at a time, and the generator pauses between pages until the reader takes what it has, so
 * memory holds a page and the compressor's window, whatever the shop's size.
 */
export async function* zipSheets(
  db: DbOrTx,
  context: SheetContext,
  sheets: readonly ExportSheet[],
  notes: readonly ZipNote[] = [],
): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  function* drain(): Generator<Uint8Array> {
    if (failure) throw failure;
    while (ready.length > 0) yield ready.shift()!;
  }
  const mtime = new Date();
  const addFile = (fileName: string) => {
    const file = new ZipDeflate(fileName, { level: 6 });
    file.mtime = mtime;
    zip.add(file);
    return file;
  };
  for (const note of notes) {
    addFile(note.fileName).push(encoder.encode(note.text), true);
    yield* drain();
  }
  for (const sheet of sheets) {
    const file = addFile(sheet.fileName);
    file.push(encoder.encode(BOM + lineOf(sheet.headers)));
    for await (const rows of sheet.pages(db, context)) {
      file.push(encoder.encode(rows.map(lineOf).join('')));
      yield* drain();
      // Let the event loop turn between pages: PGlite answers in the same process, and a chain of queries that
      // never waits on I/O would keep every till's request (and this reply's own socket) waiting to the end.
      await nextTurn();
    }
    file.push(new Uint8Array(0), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}
