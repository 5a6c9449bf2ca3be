import { sql } from 'drizzle-orm';
import { bigserial, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, money, quantity } from '../../db/columns';
import { businesses, owner, users } from '../../db/tenancy.schema';
import { productVariants, products } from '../products/products.schema';
import { suppliers } from '../suppliers/suppliers.schema';

/** M5–M7: a business's own headings for what money goes out on (rent, transport, airtime). */
export const expenseCategories = pgTable(
  'expense_categories',
  {
    id: serial('id').primaryKey(),
    ...owner(),
    name: text('name').notNull(),
    description: text('description'),
    createdOn: createdOn(),
    /** M7 hides a category; lines of past expenses keep pointing at it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('expense_categories_name_uq')
      .on(t.businessId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * Expenses (expensesType 0) and purchases from a supplier (1). total and tax are the lines' sums, stored so
 * lists and balances are one query; what is paid is Σ expense_payments. M2 deletes softly (deletedAt).
 */
export const expenses = pgTable(
  'expenses',
  {
    id: serial('id').primaryKey(),
    ...owner(),
    expensesType: integer('expenses_type').notNull().default(0),
    transactionDate: timestamp('transaction_date', { withTimezone: true }).notNull(),
    supplierId: integer('supplier_id').references(() => suppliers.id),
    ref: text('ref'),
    description: text('description'),
    paymentMode: text('payment_mode'),
    /** The stored receipt's URL under /uploads/. */
    receipt: text('receipt'),
    total: money('total').notNull(),
    tax: money('tax').notNull().default(0),
    createdById: integer('created_by_id').references(() => users.id),
    createdOn: createdOn(),
    updatedOn: timestamp('updated_on', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('expenses_business_date_idx').on(t.businessId, t.transactionDate), index('expenses_supplier_idx').on(t.supplierId)],
);

export const expenseLines = pgTable(
  'expense_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    expenseId: integer('expense_id')
      .notNull()
      .references(() => expenses.id),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    lineNo: integer('line_no').notNull(),
    categoryId: integer('category_id').references(() => expenseCategories.id),
    itemDesc: text('item_desc').notNull(),
    quantity: quantity('quantity').notNull(),
    itemCost: money('item_cost').notNull(),
    taxId: integer('tax_id'),
    taxRate: numeric('tax_rate', { precision: 6, scale: 4, mode: 'number' }).notNull().default(0),
    amount: money('amount').notNull(),
    tax: money('tax').notNull().default(0),
    productType: integer('product_type').notNull().default(0),
    productId: integer('product_id').references(() => products.id),
    variantId: integer('variant_id').references(() => productVariants.id),
  },
  (t) => [index('expense_lines_expense_idx').on(t.expenseId), index('expense_lines_category_idx').on(t.categoryId)],
);

/** Money paid towards an expense or purchase (M1 paid 1, N7). Rows are only added. */
export const expensePayments = pgTable(
  'expense_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...owner(),
    expenseId: integer('expense_id')
      .notNull()
      .references(() => expenses.id),
    amount: money('amount').notNull(),
    paymentMethod: text('payment_method').notNull(),
    paidOn: timestamp('paid_on', { withTimezone: true }).notNull().defaultNow(),
    createdById: integer('created_by_id').references(() => users.id),
  },
  (t) => [index('expense_payments_expense_idx').on(t.expenseId)],
);
