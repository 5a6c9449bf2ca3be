import { bigserial, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { quantity } from '../../db/columns';
import { owner, users } from '../../db/tenancy.schema';
import { productVariants, products } from '../products/products.schema';

/**
 * Every change of stock. `change` is signed (after − before); quantityBefore/After are of the
 * variant when variantId is set, else of the product.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...owner(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    variantId: integer('variant_id').references(() => productVariants.id),
    adjustmentType: text('adjustment_type').notNull(),
    /** The quantity as the request gave it (for Set: the new count). */
    qty: quantity('qty').notNull(),
    change: quantity('change').notNull(),
    quantityBefore: quantity('quantity_before').notNull(),
    quantityAfter: quantity('quantity_after').notNull(),
    reason: text('reason'),
    note: text('note'),
    supplierId: integer('supplier_id'),
    transactionId: integer('transaction_id'),
    /** The purchase (M1, expensesType 1) behind a Purchase movement: its net stock effect is Σ change of its rows. */
    expenseId: integer('expense_id'),
    userId: integer('user_id').references(() => users.id),
    kraRegistered: boolean('kra_registered').notNull().default(false),
    actionDate: timestamp('action_date', { withTimezone: true }).notNull().defaultNow(),
    /** I30/I31 hide a row from the history; the movement itself is never erased. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('stock_movements_product_idx').on(t.productId, t.actionDate)],
);
