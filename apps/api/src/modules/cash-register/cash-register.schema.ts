import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money } from '../../db/columns';
import { owner, users } from '../../db/tenancy.schema';

export const cashSessions = pgTable(
  'cash_sessions',
  {
    id: serial('id').primaryKey(),
    ...owner(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().$type<'Open' | 'Closed' | 'Approved'>().default('Open'),
    openingBalance: money('opening_balance').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closingBalance: money('closing_balance'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Frozen at close, so later edits of sales cannot rewrite a counted drawer. */
    expectedCash: money('expected_cash'),
    totalSales: money('total_sales'),
    salesByMode: jsonb('sales_by_mode').$type<{ paymentValue: string; amount: number }[]>(),
    /** Customers' payments of their balance received in the shift, by mode (frozen at close like the rest). */
    debtPayments: jsonb('debt_payments').$type<{ count: number; amount: number; byMode: { paymentValue: string; amount: number }[] }>(),
    countedByMode: jsonb('counted_by_mode').$type<{ paymentValue: string; amount: number }[]>(),
    difference: money('difference'),
    note: text('note'),
    approvedById: integer('approved_by_id').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    // One open drawer per cashier and shop: two tabs racing K3 cannot both open one.
    uniqueIndex('cash_sessions_one_open_uq')
      .on(t.businessId, t.userId)
      .where(sql`${t.status} = 'Open'`),
    index('cash_sessions_user_idx').on(t.businessId, t.userId, t.openedAt),
  ],
);
