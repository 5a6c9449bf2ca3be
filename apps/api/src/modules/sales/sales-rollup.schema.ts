import { date, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The closed days of a business whose per-product sums are stored in `sales_day_products` (sales-rollup.ts). A day
 * is the shop's local calendar day. Migration 0028's triggers delete a day's row (and its sums) when any document
 * dated that day is written, voided or changed, so a day listed here always agrees with the raw rows.
 */
export const salesRollupDays = pgTable(
  'sales_rollup_days',
  {
    businessId: integer('business_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day] })],
);

/**
 * Per business, local day and product: the inputs of `salesByProduct` (sales-figures.ts) over that day's live
 * documents, unrounded (numeric), so a period's sum of days is the sum of its lines to the cent.
 */
export const salesDayProducts = pgTable(
  'sales_day_products',
  {
    businessId: integer('business_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Null for the day's free-text quick-sale lines, as in transaction_items. */
    productId: integer('product_id'),
    /** min(name) of the day's lines: a period's min of these is its lines' min. */
    name: text('name').notNull(),
    /** Σ ±quantity (a sale adds, a refund or credit note takes off). */
    quantity: numeric('quantity').notNull(),
    /** Σ ±(line amount + tax added on top). */
    salesAmount: numeric('sales_amount').notNull(),
  },
  (t) => [index('sales_day_products_business_day_idx').on(t.businessId, t.day)],
);
