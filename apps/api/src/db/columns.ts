import { sql } from 'drizzle-orm';
import { numeric, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Column shapes every table file uses, so money and quantities are stored one way (API.md §1.7). */
export const createdOn = () => timestamp('created_on', { withTimezone: true }).notNull().defaultNow();
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
/** Quantities carry up to 3 decimals. */
export const quantity = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });

/**
 * A timestamptz read as the API writes timestamps (`Date#toISOString`: UTC, milliseconds, `Z`), made by the database.
 * For long answers: parsing a timestamp into a Date and writing it out again costs ~2 µs a row in Node.
 * `MS` truncates microseconds as a Date does.
 */
export const isoTimestamp = (column: AnyPgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
