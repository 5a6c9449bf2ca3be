import { sql } from 'drizzle-orm';
import {
  bigserial, boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { businesses, users } from './schema';
import { createdOn, money, owner, quantity } from './columns';
import { products, productVariants } from './catalog-schema';

export const customers = pgTable('customers', {
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
}, (t) => [
  uniqueIndex('customers_phone_uq').on(t.businessId, t.phoneNumber).where(sql`${t.deletedAt} is null and ${t.phoneNumber} is not null`),
  index('customers_name_idx').on(t.businessId, t.clientName),
]);

/**
 * The customer's account: a Credit raises what they owe, a Debit (money received) lowers it.
 * balance = Σ credit − Σ debit. Rows are never updated, only added (a void adds a reversing row).
 */
export const customerLedger = pgTable('customer_ledger', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ...owner(),
  customerId: integer('customer_id').notNull().references(() => customers.id),
  type: text('type').notNull().$type<'Credit' | 'Debit'>(),
  amount: money('amount').notNull(),
  transactionId: integer('transaction_id'),
  transactionDate: timestamp('transaction_date', { withTimezone: true }).notNull(),
  dueDate: date('due_date'),
  paymentModes: text('payment_modes'),
  note: text('note'),
  createdById: integer('created_by_id').references(() => users.id),
  createdOn: createdOn(),
}, (t) => [index('customer_ledger_customer_idx').on(t.customerId, t.transactionDate)]);

/** Custom payment methods (J2); the built-in ones are constants of the contract. */
export const paymentMethods = pgTable('payment_methods', {
  id: serial('id').primaryKey(),
  ...owner(),
  paymentValue: text('payment_value').notNull(),
  displayValue: text('display_value').notNull(),
  displayName: text('display_name'),
  isDefault: boolean('is_default').notNull().default(false),
  createdOn: createdOn(),
}, (t) => [uniqueIndex('payment_methods_value_uq').on(t.businessId, sql`lower(${t.paymentValue})`)]);

export const cashSessions = pgTable('cash_sessions', {
  id: serial('id').primaryKey(),
  ...owner(),
  userId: integer('user_id').notNull().references(() => users.id),
  status: text('status').notNull().$type<'Open' | 'Closed' | 'Approved'>().default('Open'),
  openingBalance: money('opening_balance').notNull(),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  closingBalance: money('closing_balance'),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  /** Frozen at close, so later edits of sales cannot rewrite a counted drawer. */
  expectedCash: money('expected_cash'),
  totalSales: money('total_sales'),
  salesByMode: jsonb('sales_by_mode').$type<{ paymentValue: string; amount: number }[]>(),
  countedByMode: jsonb('counted_by_mode').$type<{ paymentValue: string; amount: number }[]>(),
  difference: money('difference'),
  note: text('note'),
  approvedById: integer('approved_by_id').references(() => users.id),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
}, (t) => [
  // One open drawer per cashier and shop: two tabs racing K3 cannot both open one.
  uniqueIndex('cash_sessions_one_open_uq').on(t.businessId, t.userId).where(sql`${t.status} = 'Open'`),
  index('cash_sessions_user_idx').on(t.businessId, t.userId, t.openedAt),
]);

/** Per-business running numbers (receipt numbers), incremented under the row lock of UPDATE … RETURNING. */
export const businessCounters = pgTable('business_counters', {
  businessId: integer('business_id').notNull().references(() => businesses.id),
  name: text('name').notNull(),
  value: integer('value').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.businessId, t.name] })]);

/** Sales, refunds and credit notes (API.md `Transaction`). */
export const transactions = pgTable('transactions', {
  id: serial('id').primaryKey(),
  ...owner(),
  /** The till's own id for the sale: unique, so a replay days after the idempotency key expired is refused. */
  clientSaleId: uuid('client_sale_id'),
  kind: text('kind').notNull().$type<'Sale' | 'Refund' | 'CreditNote'>().default('Sale'),
  receiptNo: text('receipt_no').notNull(),
  transactionDate: timestamp('transaction_date', { withTimezone: true }).notNull(),
  salesDesc: text('sales_desc').notNull(),
  salesType: integer('sales_type').notNull().default(0),
  customerId: integer('customer_id').references(() => customers.id),
  clientName: text('client_name'),
  clientPhone: text('client_phone'),
  clientEmail: text('client_email'),
  salesPersonId: integer('sales_person_id').references(() => users.id),
  cashierId: integer('cashier_id').notNull().references(() => users.id),
  sessionId: integer('session_id').references(() => cashSessions.id),
  taxExempt: boolean('tax_exempt').notNull().default(false),
  priceType: text('price_type').notNull().default('R'),
  subTotal: money('sub_total').notNull(),
  taxes: money('taxes').notNull(),
  discount: money('discount').notNull(),
  discountType: text('discount_type').notNull().default('KES'),
  discountInput: money('discount_input').notNull().default(0),
  shippingFee: money('shipping_fee').notNull().default(0),
  total: money('total').notNull(),
  totalPaid: money('total_paid').notNull(),
  balance: money('balance').notNull(),
  paid: integer('paid').notNull(),
  salesStatus: integer('sales_status').notNull().default(1),
  isDeleted: boolean('is_deleted').notNull().default(false),
  originalTransactionId: integer('original_transaction_id'),
  /** Unguessable id of the public receipt link (share as a link or PDF). */
  shareToken: text('share_token').notNull(),
  etims: jsonb('etims').$type<{ receiptNo: string; signature: string; internalData: string; sdcId: string; qrUrl: string } | null>(),
  createdOn: createdOn(),
}, (t) => [
  uniqueIndex('transactions_client_sale_uq').on(t.businessId, t.clientSaleId),
  uniqueIndex('transactions_receipt_uq').on(t.businessId, t.receiptNo),
  uniqueIndex('transactions_share_token_uq').on(t.shareToken),
  index('transactions_business_date_idx').on(t.businessId, t.transactionDate),
  index('transactions_session_idx').on(t.sessionId),
]);

export const transactionItems = pgTable('transaction_items', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  transactionId: integer('transaction_id').notNull().references(() => transactions.id),
  businessId: integer('business_id').notNull().references(() => businesses.id),
  lineNo: integer('line_no').notNull(),
  /** Null for a free-text quick-sale line (productId 0 on the wire). */
  productId: integer('product_id').references(() => products.id),
  originalProductId: integer('original_product_id'),
  variantId: integer('variant_id').references(() => productVariants.id),
  name: text('name').notNull(),
  longDesc: text('long_desc'),
  quantity: quantity('quantity').notNull(),
  calcPrice: money('calc_price').notNull(),
  unitCost: money('unit_cost').notNull().default(0),
  priceType: text('price_type').notNull().default('R'),
  sellingPrice: money('selling_price').notNull().default(0),
  wholesalePrice: money('wholesale_price').notNull().default(0),
  minSellingPrice: money('min_selling_price').notNull().default(0),
  minWholesalePrice: money('min_wholesale_price').notNull().default(0),
  buyingPrice: money('buying_price').notNull().default(0),
  discount: money('discount').notNull().default(0),
  orderDiscountShare: money('order_discount_share').notNull().default(0),
  lineAmount: money('line_amount').notNull(),
  tax: money('tax').notNull(),
  taxRate: numeric('tax_rate', { precision: 6, scale: 4, mode: 'number' }).notNull(),
  taxId: integer('tax_id'),
  taxCode: text('tax_code'),
  taxInclusive: boolean('tax_inclusive').notNull().default(true),
  isBundle: boolean('is_bundle').notNull().default(false),
  serialNumbers: jsonb('serial_numbers').$type<string[]>().notNull().default([]),
  productType: integer('product_type').notNull().default(0),
  kraProductType: text('kra_product_type'),
  barCode: text('bar_code'),
  productCode: text('product_code'),
  itemCode: text('item_code'),
  itemClassificationCode: text('item_classification_code'),
  packagingUnitCode: text('packaging_unit_code'),
  quantityUnitCode: text('quantity_unit_code'),
  trackInventory: boolean('track_inventory').notNull().default(false),
  /** Quantity already returned by refunds and credit notes. */
  returnedQuantity: quantity('returned_quantity').notNull().default(0),
}, (t) => [index('transaction_items_tx_idx').on(t.transactionId)]);

export const transactionPayments = pgTable('transaction_payments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  transactionId: integer('transaction_id').notNull().references(() => transactions.id),
  businessId: integer('business_id').notNull().references(() => businesses.id),
  sessionId: integer('session_id').references(() => cashSessions.id),
  paymentValue: text('payment_value').notNull(),
  displayValue: text('display_value').notNull(),
  amount: money('amount').notNull(),
  referenceNumber: text('reference_number'),
  dueDate: date('due_date'),
}, (t) => [
  index('transaction_payments_tx_idx').on(t.transactionId),
  index('transaction_payments_session_idx').on(t.sessionId),
]);

/** An M-Pesa STK prompt (J4 at the till, G7 for the bill) and its state machine (specs/mpesa-daraja.md §6). */
export const stkRequests = pgTable('stk_requests', {
  id: serial('id').primaryKey(),
  ...owner(),
  purpose: text('purpose').notNull().$type<'Pos' | 'Billing'>(),
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
}, (t) => [
  uniqueIndex('stk_requests_checkout_uq').on(t.checkoutRequestId),
  uniqueIndex('stk_requests_receipt_uq').on(t.receiptNumber).where(sql`${t.receiptNumber} is not null`),
]);

/** Till and paybill payments M-Pesa confirmed (Q2), once per TransID. */
export const c2bPayments = pgTable('c2b_payments', {
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
}, (t) => [uniqueIndex('c2b_payments_trans_uq').on(t.transId)]);

/**
 * Side effects outside the database (tax authority, M-Pesa status checks), written in the use case's
 * transaction and drained by the worker with FOR UPDATE SKIP LOCKED, retries and backoff.
 */
export const outboxJobs = pgTable('outbox_jobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  payload: jsonb('payload').notNull(),
  status: text('status').notNull().$type<'Queued' | 'Done' | 'Failed'>().default('Queued'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lastError: text('last_error'),
  createdOn: createdOn(),
  doneAt: timestamp('done_at', { withTimezone: true }),
}, (t) => [index('outbox_jobs_due_idx').on(t.status, t.nextAttemptAt)]);
