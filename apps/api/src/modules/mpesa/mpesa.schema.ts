import { sql } from 'drizzle-orm';
import type { PromptProvider } from '@dukani/contracts';
import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, money } from '../../db/columns';
import { businesses, owner, users } from '../../db/tenancy.schema';

/** An M-Pesa STK prompt (J4 at the till, G7 for the bill) and its state machine (specs/mpesa-daraja.md §6). */
export const stkRequests = pgTable(
  'stk_requests',
  {
    id: serial('id').primaryKey(),
    ...owner(),
    /** Debt: a customer's page collecting what they owe; the payment lands on their ledger once paid. */
    purpose: text('purpose').notNull().$type<'Pos' | 'Billing' | 'Debt'>(),
    /**
     * Who sent the prompt (API.md J4). For MTN MoMo the checkoutRequestId is our X-Reference-Id, for Airtel
     * Money our transaction.id; receiptNumber is the provider's transaction id in every case.
     */
    provider: text('provider').notNull().$type<PromptProvider>().default('Mpesa'),
    customerId: integer('customer_id'),
    checkoutRequestId: text('checkout_request_id').notNull(),
    merchantRequestId: text('merchant_request_id').notNull(),
    phoneNumber: text('phone_number').notNull(),
    amount: money('amount').notNull(),
    accountReference: text('account_reference').notNull(),
    status: text('status').notNull().$type<'Pending' | 'Paid' | 'Failed' | 'Cancelled'>().default('Pending'),
    resultCode: integer('result_code'),
    resultDesc: text('result_desc'),
    receiptNumber: text('receipt_number'),
    paidAmount: money('paid_amount'),
    /** Set when a callback disagrees with the request (amount, or failure after success): a person looks. */
    needsReview: boolean('needs_review').notNull().default(false),
    rawCallback: jsonb('raw_callback'),
    rawQuery: jsonb('raw_query'),
    createdById: integer('created_by_id').references(() => users.id),
    createdOn: createdOn(),
    lastQueriedAt: timestamp('last_queried_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stk_requests_checkout_uq').on(t.checkoutRequestId),
    uniqueIndex('stk_requests_receipt_uq')
      .on(t.receiptNumber)
      .where(sql`${t.receiptNumber} is not null`),
  ],
);

/** Till and paybill payments M-Pesa confirmed (Q2), once per TransID. */
export const c2bPayments = pgTable(
  'c2b_payments',
  {
    id: serial('id').primaryKey(),
    transId: text('trans_id').notNull(),
    shortCode: text('short_code').notNull(),
    /** The shop whose till received it; null for the platform's billing paybill. */
    businessId: integer('business_id').references(() => businesses.id),
    amount: money('amount').notNull(),
    msisdn: text('msisdn'),
    billRef: text('bill_ref'),
    payerName: text('payer_name'),
    transTime: text('trans_time'),
    raw: jsonb('raw').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdOn: createdOn(),
  },
  (t) => [uniqueIndex('c2b_payments_trans_uq').on(t.transId)],
);
