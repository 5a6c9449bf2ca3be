import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, money, quantity } from '../../db/columns';
import { owner, plans, tenants, users } from '../../db/tenancy.schema';
import { c2bPayments, stkRequests } from '../mpesa/mpesa.schema';

/**
 * What a tenant owes for its plan: one invoice per period. A Renewal covers the month after the plan's
 * current end (raised by the billing job); an Upgrade starts the day the plan changed (G9). businessId is
 * the shop the tenant was billed through; every business of the tenant sees the tenant's invoices.
 * What is paid is Σ billing_allocations, so the status is only a cache of that sum.
 */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: serial('id').primaryKey(),
    ...owner(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    kind: text('kind').notNull().$type<'Renewal' | 'Upgrade'>(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    amount: money('amount').notNull(),
    status: text('status').notNull().$type<'Unpaid' | 'PartPaid' | 'Paid' | 'Cancelled'>().default('Unpaid'),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    createdOn: createdOn(),
  },
  (t) => [
    index('billing_invoices_tenant_idx').on(t.tenantId, t.periodStart),
    // The job may run twice (two workers, a retry): one renewal per period start.
    uniqueIndex('billing_invoices_renewal_uq')
      .on(t.tenantId, t.periodStart)
      .where(sql`${t.kind} = 'Renewal' and ${t.status} <> 'Cancelled'`),
  ],
);

export const billingInvoiceLines = pgTable('billing_invoice_lines', {
  id: serial('id').primaryKey(),
  invoiceId: integer('invoice_id')
    .notNull()
    .references(() => billingInvoices.id),
  description: text('description').notNull(),
  quantity: quantity('quantity').notNull(),
  unitPrice: money('unit_price').notNull(),
  amount: money('amount').notNull(),
});

/**
 * Money received for the bill: a claimed paybill payment (G6) or a paid prompt (G7). The unique c2b and
 * stk references make each M-Pesa payment count once, however often a callback or a claim repeats.
 */
export const billingPayments = pgTable(
  'billing_payments',
  {
    id: serial('id').primaryKey(),
    ...owner(),
    paymentCode: text('payment_code').notNull(),
    phoneNumber: text('phone_number'),
    amount: money('amount').notNull(),
    paidOn: timestamp('paid_on', { withTimezone: true }).notNull(),
    c2bPaymentId: integer('c2b_payment_id').references(() => c2bPayments.id),
    stkRequestId: integer('stk_request_id').references(() => stkRequests.id),
    createdById: integer('created_by_id').references(() => users.id),
    createdOn: createdOn(),
  },
  (t) => [
    index('billing_payments_tenant_idx').on(t.tenantId),
    uniqueIndex('billing_payments_c2b_uq')
      .on(t.c2bPaymentId)
      .where(sql`${t.c2bPaymentId} is not null`),
    uniqueIndex('billing_payments_stk_uq')
      .on(t.stkRequestId)
      .where(sql`${t.stkRequestId} is not null`),
  ],
);

/** Which part of a payment went to which invoice; a payment's unallocated rest is the tenant's credit. */
export const billingAllocations = pgTable(
  'billing_allocations',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => billingPayments.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => billingInvoices.id),
    amount: money('amount').notNull(),
  },
  (t) => [index('billing_allocations_invoice_idx').on(t.invoiceId), index('billing_allocations_payment_idx').on(t.paymentId)],
);

/** The "your plan ends soon" notice, sent once per plan end. */
export const billingReminders = pgTable(
  'billing_reminders',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    expiresOn: timestamp('expires_on', { withTimezone: true }).notNull(),
    createdOn: createdOn(),
  },
  (t) => [uniqueIndex('billing_reminders_uq').on(t.tenantId, t.expiresOn)],
);

/**
 * A change of plan asked for by G9 and not yet in force (Pending), or what became of it (Applied, Cancelled).
 * Upgrade and NewMonth wait for their invoice to be paid; a Downgrade waits for `effectiveOn`, the end of the
 * paid time. An Upgrade priced up to `lapsesOn` (the paid-until date it was quoted against) lapses unpaid
 * there. At most one Pending per tenant.
 */
export const billingPlanChanges = pgTable(
  'billing_plan_changes',
  {
    id: serial('id').primaryKey(),
    ...owner(),
    fromPlanId: integer('from_plan_id')
      .notNull()
      .references(() => plans.id),
    toPlanId: integer('to_plan_id')
      .notNull()
      .references(() => plans.id),
    kind: text('kind').notNull().$type<'Upgrade' | 'NewMonth' | 'Downgrade'>(),
    status: text('status').notNull().$type<'Pending' | 'Applied' | 'Cancelled'>().default('Pending'),
    invoiceId: integer('invoice_id').references(() => billingInvoices.id),
    effectiveOn: timestamp('effective_on', { withTimezone: true }),
    lapsesOn: timestamp('lapses_on', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => users.id),
    createdOn: createdOn(),
    closedOn: timestamp('closed_on', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('billing_plan_changes_pending_uq')
      .on(t.tenantId)
      .where(sql`${t.status} = 'Pending'`),
    index('billing_plan_changes_invoice_idx').on(t.invoiceId),
  ],
);
