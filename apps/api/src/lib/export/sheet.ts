import { businessDateTimeOf, moneyText, roundTo } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';

/** A figure the export wrote itself (money, a quantity, a count): written as it is, never taken for a formula. */
export interface Figure {
  readonly figure: string;
}

/** One cell: text somebody typed or a name (made safe for a spreadsheet when written), a figure, or empty. */
export type Cell = string | Figure | null;

/** What every sheet is read for: the one business, and the shop's clock its dates are written on. */
export interface SheetContext {
  businessId: number;
  /** The business's country: its clock (API.md §1.6). */
  country: string;
}

/** One CSV of the owner's copy: its file, the headers a shop owner reads, and its rows a page at a time. */
export interface ExportSheet {
  fileName: string;
  headers: readonly string[];
  /** Pages of rows in a fixed order; each page is read only when the one before it has been written. */
  pages(db: DbOrTx, context: SheetContext): AsyncIterable<readonly (readonly Cell[])[]>;
}

/** Rows read per query: small enough that a page of the widest sheet is a few hundred kilobytes. */
export const PAGE_SIZE = 500;

/**
 * Pages of a table in id order, each query starting after the last id of the page before (keyset paging: a deep
 * page costs what the first does, where OFFSET would re-read every row before it).
 */
export async function* pagesById<Row extends { id: number }>(read: (afterId: number, limit: number) => Promise<Row[]>): AsyncGenerator<Row[]> {
  let afterId = 0;
  for (;;) {
    const rows = await read(afterId, PAGE_SIZE);
    if (rows.length > 0) yield rows;
    if (rows.length < PAGE_SIZE) return;
    afterId = rows[rows.length - 1]!.id;
  }
}

/** Money as the screens show it: 2 decimals, exact. */
export const moneyCell = (amount: number | null | undefined): Cell => (amount === null || amount === undefined ? null : { figure: moneyText(amount) });

/** A quantity to its 3 stored decimals, without trailing zeros (2, 0.25, 1.125). */
export const quantityCell = (value: number | null | undefined): Cell => (value === null || value === undefined ? null : { figure: String(roundTo(value, 3)) });

/** A whole count or a number the shop reads as one (a receipt counter). */
export const countCell = (value: number | null | undefined): Cell => (value === null || value === undefined ? null : { figure: String(value) });

/** A tax rate stored as a fraction (0.16) as the percentage the shop knows (16). */
export const percentCell = (rate: number | null | undefined): Cell => (rate === null || rate === undefined ? null : { figure: String(roundTo(rate * 100, 4)) });

export const yesNoCell = (value: boolean | null | undefined): Cell => (value === null || value === undefined ? null : value ? 'Yes' : 'No');

/** An instant on the shop's clock, 'YYYY-MM-DD HH:MM:SS'. */
export const dateTimeCell = (context: SheetContext, at: Date | string | null | undefined): Cell =>
  at === null || at === undefined ? null : businessDateTimeOf(context.country, at instanceof Date ? at : new Date(at));
