import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdOn, money, quantity } from '../../db/columns';
import { businesses, owner, users } from '../../db/tenancy.schema';
import { cashSessions } from '../cash-register/cash-register.schema';
import { customers } from '../customers/customers.schema';
import { productVariants, products } from '../products/products.schema';

/** Per-business running numbers (receipt numbers), incremented under the row lock of UPDATE … RETURNING. */
/**
 * The authority's signature as stored: API.md's `Transaction.etims` plus what the receipt prints (§9.2). The extra
 * fields are optional: sales signed before they were kept print without them.
 */
export interface StoredEtims {
  receiptNo: string;
  signature: string;
  internalData: string;
  sdcId: string;
  qrUrl: string;
  tin?: string;
  bhfId?: string;
  mrcNo?: string | null;
  curRcptNo?: number;
  totRcptNo?: number;
  /** ISO UTC. */
  sdcDateTime?: string;
  /** A credit note's original CU invoice number. */
  originalReceiptNo?: string | null;
}

export const businessCounters = pgTable(
  'business_counters',
  {
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    name: text('name').notNull(),
    value: integer('value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.name] })],
);

/** Sales, refunds and credit notes (API.md `Transaction`). */
export const transactions = pgTable(
  'transactions',
  {
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
    cashierId: integer('cashier_id')
      .notNull()
      .references(() => users.id),
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
    etims: jsonb('etims').$type<StoredEtims | null>(),
    /** The tax authority's refusal (its message), cleared when the sale is sent again (P16). */
    etimsError: text('etims_error'),
    /** A credit note's reason (L5), sent to the authority as its refund-reason code when it is one (§4.3). */
    refundReason: text('refund_reason'),
    /** The sale was made on a till with no connection and sent later (issue 17): stock shortfalls did not refuse it. */
    offline: boolean('offline').notNull().default(false),
    /** The provisional receipt number the offline till printed (device prefix + sequence); unique per shop. */
    deviceReceiptNo: text('device_receipt_no'),
    /**
     * Issue 32: an offline sale recorded although it broke a rule its till could not check (stock sold meanwhile,
     * a price or product changed after the till's last catalog sync, a shift closed meanwhile): the reasons' codes,
     * for the owner's review. Null for every other sale.
     */
    review: jsonb('review').$type<{ reasons: string[] } | null>(),
    createdOn: createdOn(),
  },
  (t) => [
    uniqueIndex('transactions_client_sale_uq').on(t.businessId, t.clientSaleId),
    uniqueIndex('transactions_receipt_uq').on(t.businessId, t.receiptNo),
    uniqueIndex('transactions_share_token_uq').on(t.shareToken),
    // NULLs are distinct: only sales that carry a device number collide.
    uniqueIndex('transactions_device_receipt_uq').on(t.businessId, t.deviceReceiptNo),
    index('transactions_business_date_idx').on(t.businessId, t.transactionDate),
    index('transactions_session_idx').on(t.sessionId),
    // A list marks each sale that was returned (TransactionRow.returnedAmount) and L2 lists its refunds: both
    // find them by the sale they point at.
    index('transactions_original_idx')
      .on(t.originalTransactionId)
      .where(sql`${t.originalTransactionId} is not null`),
  ],
);

export const transactionItems = pgTable(
  'transaction_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
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
    /** The product's unit when it sold (I7's ids), for the receipt's "1.5 kg"; null on a quick-sale line. */
    unitId: integer('unit_id'),
    trackInventory: boolean('track_inventory').notNull().default(false),
    /** Quantity already returned by refunds and credit notes. */
    returnedQuantity: quantity('returned_quantity').notNull().default(0),
  },
  (t) => [index('transaction_items_tx_idx').on(t.transactionId)],
);

export const transactionPayments = pgTable(
  'transaction_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    sessionId: integer('session_id').references(() => cashSessions.id),
    paymentValue: text('payment_value').notNull(),
    displayValue: text('display_value').notNull(),
    amount: money('amount').notNull(),
    referenceNumber: text('reference_number'),
    dueDate: date('due_date'),
  },
  (t) => [index('transaction_payments_tx_idx').on(t.transactionId), index('transaction_payments_session_idx').on(t.sessionId)],
);
