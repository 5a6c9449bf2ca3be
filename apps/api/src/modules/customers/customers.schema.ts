import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, money } from '../../db/columns';
import { owner, users } from '../../db/tenancy.schema';
import { cashSessions } from '../cash-register/cash-register.schema';

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    ...owner(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    clientName: text('client_name').notNull(),
    email: text('email'),
    /** E.164, so "0712…" and "+254712…" are one customer. */
    phoneNumber: text('phone_number'),
    active: boolean('active').notNull().default(true),
    favourite: boolean('favourite').notNull().default(false),
    approved: boolean('approved').notNull().default(true),
    billingCompany: text('billing_company'),
    billingAddress: text('billing_address'),
    billingCity: text('billing_city'),
    billingPostcode: text('billing_postcode'),
    billingCountry: text('billing_country'),
    billingEmail: text('billing_email'),
    billingPhone: text('billing_phone'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdOn: createdOn(),
  },
  (t) => [
    uniqueIndex('customers_phone_uq')
      .on(t.businessId, t.phoneNumber)
      .where(sql`${t.deletedAt} is null and ${t.phoneNumber} is not null`),
    index('customers_name_idx').on(t.businessId, t.clientName),
  ],
);

/**
 * The customer's account: a Credit raises what they owe, a Debit (money received) lowers it.
 * balance = Σ credit − Σ debit. Rows are never updated, only added (a void adds a reversing row).
 */
export const customerLedger = pgTable(
  'customer_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...owner(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    type: text('type').notNull().$type<'Credit' | 'Debit'>(),
    amount: money('amount').notNull(),
    transactionId: integer('transaction_id'),
    transactionDate: timestamp('transaction_date', { withTimezone: true }).notNull(),
    dueDate: date('due_date'),
    paymentModes: text('payment_modes'),
    note: text('note'),
    /** The M-Pesa prompt this payment came from: unique, so a repeated callback cannot record it twice. */
    stkRequestId: integer('stk_request_id'),
    /** The register shift that received a payment (the receiving user's open shift), so its cash is in that drawer. */
    sessionId: integer('session_id').references(() => cashSessions.id),
    createdById: integer('created_by_id').references(() => users.id),
    createdOn: createdOn(),
  },
  (t) => [
    index('customer_ledger_customer_idx').on(t.customerId, t.transactionDate),
    uniqueIndex('customer_ledger_stk_uq')
      .on(t.stkRequestId)
      .where(sql`${t.stkRequestId} is not null`),
    index('customer_ledger_session_idx')
      .on(t.sessionId)
      .where(sql`${t.sessionId} is not null`),
  ],
);

/** H12–H14: what the shop wants to remember about a customer; a deleted note is gone from the list, kept here. */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: serial('id').primaryKey(),
    ...owner(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    note: text('note').notNull(),
    createdById: integer('created_by_id').references(() => users.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdOn: createdOn(),
  },
  (t) => [index('customer_notes_customer_idx').on(t.customerId, t.createdOn)],
);
