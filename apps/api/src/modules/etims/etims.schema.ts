import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CodeList } from '@dukani/contracts';
import type { SaleRequest } from '@dukani/etims';
import { createdOn, quantity } from '../../db/columns';
import { owner, users } from '../../db/tenancy.schema';
import { products } from '../products/products.schema';
import { transactions } from '../sales/sales.schema';

/**
 * An OSCU device initialised with the authority (P1), one per business and branch. It carries the
 * branch's invoice counter (§8: one series for sales and credit notes), taken under this row's lock.
 */
export const etimsDevices = pgTable(
  'etims_devices',
  {
    id: serial('id').primaryKey(),
    ...owner(),
    tin: text('tin').notNull(),
    bhfId: text('bhf_id').notNull(),
    dvcSrlNo: text('dvc_srl_no').notNull(),
    sdcId: text('sdc_id').notNull(),
    mrcNo: text('mrc_no'),
    dvcId: text('dvc_id'),
    /** The device's secret for every call after initialisation: sent to the authority only, never answered. */
    cmcKey: text('cmc_key').notNull(),
    taxpayerName: text('taxpayer_name'),
    branchName: text('branch_name'),
    /** The last invcNo bound to a document; the next is this + 1 (gapless, §8). */
    lastInvoiceNo: integer('last_invoice_no').notNull().default(0),
    /** The last sarNo given to a stock report (§5.19: unique and increasing per branch). */
    lastSarNo: integer('last_sar_no').notNull().default(0),
    /** The last invcNo of our purchase series (§5.17: separate from sales). */
    lastPurchaseNo: integer('last_purchase_no').notNull().default(0),
    /** The last item-code sequence (§6: one counter per taxpayer, never reused). */
    lastItemSequence: integer('last_item_sequence').notNull().default(0),
    /** `resultDt` of the last code-list pull, sent as the next `lastReqDt` (§11.4); null = never pulled. */
    codeListSyncedAt: text('code_list_synced_at'),
    codeList: jsonb('code_list').$type<CodeList['clsList']>().notNull().default([]),
    /** Item classification codes pulled from the authority (§4.7), by code; I37 answers from them once pulled. */
    itemClassesSyncedAt: text('item_classes_synced_at'),
    itemClasses: jsonb('item_classes').$type<{ code: string; name: string }[]>().notNull().default([]),
    /** `resultDt` of the last notice pull (P8). */
    noticesSyncedAt: text('notices_synced_at'),
    /**
     * The one job (of any process) sending this device's documents now, until `sender_until` unless renewed
     * (etims/sender-lease.ts): numbers go out one at a time (§8), so two senders would send one number twice.
     */
    senderToken: text('sender_token'),
    senderUntil: timestamp('sender_until', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => users.id),
    createdOn: createdOn(),
  },
  (t) => [uniqueIndex('etims_devices_business_branch_uq').on(t.businessId, t.bhfId)],
);

export type EtimsDocumentState = 'Waiting' | 'Signed' | 'Refused';

/**
 * A sale (`S`) or credit note (`R`) on its way to the authority. `invoiceNo` is bound before the first send and
 * kept until the authority signs it, so a lost answer is re-checked and re-sent with the same number and the
 * identical `request`; only a definitive refusal gives the number back (§8, §11).
 */
export const etimsDocuments = pgTable(
  'etims_documents',
  {
    id: serial('id').primaryKey(),
    ...owner(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => etimsDevices.id),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    receiptType: text('receipt_type').notNull().$type<'S' | 'R'>(),
    state: text('state').notNull().$type<EtimsDocumentState>().default('Waiting'),
    invoiceNo: integer('invoice_no'),
    /** An attempt with this number ended without an answer: ask the authority before sending again. */
    isMaybeHeld: boolean('is_maybe_held').notNull().default(false),
    request: jsonb('request').$type<SaleRequest>(),
    lastError: text('last_error'),
    attempts: integer('attempts').notNull().default(0),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    createdOn: createdOn(),
  },
  (t) => [
    uniqueIndex('etims_documents_transaction_uq').on(t.transactionId),
    uniqueIndex('etims_documents_invoice_uq').on(t.deviceId, t.invoiceNo),
    index('etims_documents_device_state_idx').on(t.deviceId, t.state, t.id),
    // The operator's figures count the documents still to sign (etims-stats.ts), never the signed millions.
    index('etims_documents_open_idx')
      .on(t.state)
      .where(sql`${t.state} <> 'Signed'`),
  ],
);

/** Our item codes (§6) and whether the authority has them (saveItem). `itemKey`: `p<productId>`, or `misc-<tax>` for quick-sale lines. */
export const etimsItems = pgTable(
  'etims_items',
  {
    id: serial('id').primaryKey(),
    ...owner(),
    itemKey: text('item_key').notNull(),
    productId: integer('product_id').references(() => products.id),
    itemCode: text('item_code').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    createdOn: createdOn(),
  },
  (t) => [uniqueIndex('etims_items_business_key_uq').on(t.businessId, t.itemKey), uniqueIndex('etims_items_business_code_uq').on(t.businessId, t.itemCode)],
);

/** Branch users registered at the authority (P7); `id` is the userId P7 answers. No password is kept. */
export const etimsBranchUsers = pgTable(
  'etims_branch_users',
  {
    id: serial('id').primaryKey(),
    ...owner(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => etimsDevices.id),
    userName: text('user_name').notNull(),
    address: text('address'),
    contact: text('contact'),
    authorityCode: text('authority_code'),
    remark: text('remark'),
    usedUnused: text('used_unused').notNull().$type<'Y' | 'N'>(),
    registrationName: text('registration_name'),
    registrationId: text('registration_id'),
    modifierName: text('modifier_name'),
    modifierId: text('modifier_id'),
    createdOn: createdOn(),
  },
  (t) => [index('etims_branch_users_device_idx').on(t.deviceId)],
);

/** The authority's notices for a device's branch (P8), kept by number (§11.4). */
export const etimsNotices = pgTable(
  'etims_notices',
  {
    id: serial('id').primaryKey(),
    ...owner(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => etimsDevices.id),
    noticeNo: integer('notice_no').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    detailUrl: text('detail_url'),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('etims_notices_device_no_uq').on(t.deviceId, t.noticeNo)],
);

export type StockReportState = 'Waiting' | 'Sent' | 'Refused';

/** A line of a stock report: our product, the quantity moved (always positive) and the on-hand after it. */
export interface StockReportLine {
  productId: number;
  name: string;
  quantity: number;
  /** saveStockMaster's rsdQty: our on-hand quantity after the movement, never below 0 (§5.20). */
  onHand: number;
  unitCost: number;
}

/**
 * A stock movement reported to the authority (§10): insertStockIO with its own sarNo, then saveStockMaster for
 * each item. The sarNo is given when the report is made, so a lost answer is sent again with the same number
 * (the authority answers 994 for one it holds: the movement is there).
 */
export const etimsStockReports = pgTable(
  'etims_stock_reports',
  {
    id: serial('id').primaryKey(),
    ...owner(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => etimsDevices.id),
    sarNo: integer('sar_no').notNull(),
    orgSarNo: integer('org_sar_no').notNull().default(0),
    sarTyCd: text('sar_ty_cd').notNull(),
    occurredOn: text('occurred_on').notNull(),
    custTin: text('cust_tin'),
    custNm: text('cust_nm'),
    custBhfId: text('cust_bhf_id'),
    transactionId: integer('transaction_id').references(() => transactions.id),
    lines: jsonb('lines').$type<StockReportLine[]>().notNull(),
    state: text('state').notNull().$type<StockReportState>().default('Waiting'),
    /** insertStockIO went through; only the stock master is left. */
    isMovementSent: boolean('is_movement_sent').notNull().default(false),
    lastError: text('last_error'),
    attempts: integer('attempts').notNull().default(0),
    createdOn: createdOn(),
  },
  (t) => [
    uniqueIndex('etims_stock_reports_device_sar_uq').on(t.deviceId, t.sarNo),
    index('etims_stock_reports_business_idx').on(t.businessId, t.id),
    // A signed sale's or credit note's movement is reported once, whoever signs it (nulls: movements of no document).
    uniqueIndex('etims_stock_reports_document_uq').on(t.transactionId, t.sarTyCd),
    index('etims_stock_reports_open_idx')
      .on(t.state)
      .where(sql`${t.state} <> 'Sent'`),
  ],
);

/**
 * A supplier's sale we confirmed (P13, insertTrnsPurchase), keyed as §5.16 says: supplier PIN, branch and invoice.
 * `invoiceNo` is ours, from the device's purchase series, kept so a lost answer is sent again with it (994 = held).
 */
export const etimsPurchases = pgTable(
  'etims_purchases',
  {
    id: serial('id').primaryKey(),
    ...owner(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => etimsDevices.id),
    supplierPin: text('supplier_pin').notNull(),
    supplierBranchId: text('supplier_branch_id').notNull(),
    supplierInvoiceNo: integer('supplier_invoice_no').notNull(),
    invoiceNo: integer('invoice_no').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdOn: createdOn(),
  },
  (t) => [
    uniqueIndex('etims_purchases_supplier_uq').on(t.deviceId, t.supplierPin, t.supplierBranchId, t.supplierInvoiceNo),
    uniqueIndex('etims_purchases_invoice_uq').on(t.deviceId, t.invoiceNo),
  ],
);

/** Insurance schemes saved at a branch (P9), kept by code so the Tax authority screen can list them (P20). */
export const etimsInsurances = pgTable(
  'etims_insurances',
  {
    id: serial('id').primaryKey(),
    ...owner(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => etimsDevices.id),
    insuranceCode: text('insurance_code').notNull(),
    insuranceName: text('insurance_name').notNull(),
    premiumRate: integer('premium_rate').notNull(),
    usedUnused: text('used_unused').notNull().$type<'Y' | 'N'>(),
    createdOn: createdOn(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('etims_insurances_code_uq').on(t.deviceId, t.insuranceCode)],
);

/** Components of produced items registered with the authority (P14), one row per pair, listed by P21. */
export const etimsItemCompositions = pgTable(
  'etims_item_compositions',
  {
    id: serial('id').primaryKey(),
    ...owner(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => etimsDevices.id),
    itemCode: text('item_code').notNull(),
    compositionItemCode: text('composition_item_code').notNull(),
    quantity: quantity('quantity').notNull(),
    createdOn: createdOn(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('etims_item_compositions_pair_uq').on(t.deviceId, t.itemCode, t.compositionItemCode)],
);
