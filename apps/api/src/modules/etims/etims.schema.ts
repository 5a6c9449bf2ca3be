import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CodeList } from '@dukani/contracts';
import type { SaleRequest } from '@dukani/etims';
import { createdOn } from '../../db/columns';
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
    /** The last item-code sequence (§6: one counter per taxpayer, never reused). */
    lastItemSequence: integer('last_item_sequence').notNull().default(0),
    /** `resultDt` of the last code-list pull, sent as the next `lastReqDt` (§11.4); null = never pulled. */
    codeListSyncedAt: text('code_list_synced_at'),
    codeList: jsonb('code_list').$type<CodeList['clsList']>().notNull().default([]),
    /** `resultDt` of the last notice pull (P8). */
    noticesSyncedAt: text('notices_synced_at'),
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
