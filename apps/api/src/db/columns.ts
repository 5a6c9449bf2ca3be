import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** Column shapes every table file uses, so money and quantities are stored one way (API.md §1.7). */
export const createdOn = () => timestamp('created_on', { withTimezone: true }).notNull().defaultNow();
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
/** Quantities carry up to 3 decimals. */
export const quantity = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });
