import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { qualified } from '../../db/qualified';
import type { SaleForEtims } from '../sales/get-sale-for-etims';
import { recordEtimsState } from '../sales/record-etims-state';
import { buildSaleRequest } from './build-sale-request';
import type { DeviceRow } from './etims.queries';
import { etimsDevices, etimsDocuments } from './etims.schema';
import type { ItemFacts } from './register-item';
import type { SenderLease } from './sender-lease';

export type DocumentRow = typeof etimsDocuments.$inferSelect;

/** The outer row's columns in a correlated subquery over the device's other documents. */
const outer = { id: qualified(etimsDocuments, etimsDocuments.id), deviceId: qualified(etimsDocuments, etimsDocuments.deviceId) };

export interface BindDocumentOptions {
  device: DeviceRow;
  sale: SaleForEtims;
  items: readonly { facts: ItemFacts; itemCd: string }[];
  /** The original sale's invoice number, for a credit note. */
  orgInvcNo: number;
  /** The job's sender lease: the device row is locked through it (taken or renewed in the same statement). */
  lease: SenderLease;
}

/**
 * Ready to send (with the device row as locked: the freshest copy), already done (signed or refused: nothing to
 * do), behind an earlier document of the device, or another sender holds the device.
 */
export type BindOutcome = { kind: 'send'; document: DocumentRow; device: DeviceRow } | { kind: 'done' } | { kind: 'wait'; ahead: number } | { kind: 'busy' };

/**
 * Under the device row's lock, in one transaction: the invoice number of this sale's document (made by
 * ensureDocument before), if it has none yet. Numbers are handed out one at a time, to the oldest waiting document
 * of the device, and only when no other number is out unsigned — so they reach the authority in order, and a
 * refused document can give its number back without leaving a gap (§8, §11.1 "serialise sends per branch"). The
 * lock is taken by the statement that renews the job's sender lease, so a number is bound only under a lease
 * that is ours at that moment.
 */
export function bindDocument(db: Db, o: BindDocumentOptions): Promise<BindOutcome> {
  const { device, sale } = o;
  return db.transaction(async (tx): Promise<BindOutcome> => {
    const locked = await o.lease.lockDevice(tx, device.id);
    if (!locked) return { kind: 'busy' };
    const found = await findDocumentWithQueue(tx, sale.id);
    if (!found || found.document.state !== 'Waiting') return { kind: 'done' };
    const { document, older, isOtherInFlight } = found;
    if (document.invoiceNo !== null) return { kind: 'send', document, device: locked };
    if (isOtherInFlight || older > 0) return { kind: 'wait', ahead: older + (isOtherInFlight ? 1 : 0) };

    // The sale moves to 2 only if it is still live: a void (allowed at 1 only) that got here first wins.
    const isLive = await recordEtimsState(tx, { businessId: sale.businessId, transactionId: sale.id, salesStatus: 2, etimsError: null });
    if (!isLive) {
      await tx.update(etimsDocuments).set({ state: 'Refused', lastError: 'voided before it was sent' }).where(eq(etimsDocuments.id, document.id));
      return { kind: 'done' };
    }
    const invoiceNo = locked.lastInvoiceNo + 1;
    const request = buildSaleRequest({ sale, invcNo: invoiceNo, orgInvcNo: o.orgInvcNo, items: o.items });
    await tx.update(etimsDevices).set({ lastInvoiceNo: invoiceNo }).where(eq(etimsDevices.id, device.id));
    const [bound] = await tx
      .update(etimsDocuments)
      .set({ invoiceNo, request, isMaybeHeld: false, lastError: null })
      .where(eq(etimsDocuments.id, document.id))
      .returning();
    return { kind: 'send', document: bound!, device: { ...locked, lastInvoiceNo: invoiceNo } };
  });
}

/**
 * The sale's document and, in the same statement, what stands before it on its device: how many older waiting
 * documents have no number yet, and whether another waiting one holds a number (sent, not yet signed).
 */
async function findDocumentWithQueue(tx: Tx, transactionId: number) {
  // The inner table goes by "other"; the outer row's columns are named with their table (qualified.ts).
  const others = sql`from ${etimsDocuments} as other where other.device_id = ${outer.deviceId} and other.state = 'Waiting' and other.id <> ${outer.id}`;
  const [row] = await tx
    .select({
      document: etimsDocuments,
      older: sql<number>`(select count(*) ${others} and other.invoice_no is null and other.id < ${outer.id})`.mapWith(Number),
      isOtherInFlight: sql<boolean>`exists (select 1 ${others} and other.invoice_no is not null)`,
    })
    .from(etimsDocuments)
    .where(eq(etimsDocuments.transactionId, transactionId));
  return row ?? null;
}

/**
 * How many of the device's documents go before this sale's, read without the device's lock: the cheap first look
 * of a job that is probably still behind others (0 when its document is not made yet, holds a number or is done).
 * bindDocument decides for real.
 */
export async function countDocumentsAhead(db: Db, transactionId: number): Promise<number> {
  // The inner table goes by "ahead"; the outer row's columns are named with their table: left unqualified (drizzle's
  // way in a one-table select) they bound to "ahead" itself, and the count was always 0.
  const [row] = await db
    .select({
      ahead: sql<number>`(select count(*) from ${etimsDocuments} as ahead where ahead.device_id = ${outer.deviceId}
        and ahead.state = 'Waiting' and ahead.id <> ${outer.id} and (ahead.invoice_no is not null or ahead.id < ${outer.id}))`.mapWith(Number),
    })
    .from(etimsDocuments)
    .where(and(eq(etimsDocuments.transactionId, transactionId), eq(etimsDocuments.state, 'Waiting'), isNull(etimsDocuments.invoiceNo)));
  return row?.ahead ?? 0;
}

/**
 * The sale's document, Waiting without a number, made on its job's first run (before it may send): so the job that
 * holds the device's sender lease finds it and hands on to it in turn, instead of it waiting for its own job to get
 * the lease. Made once (unique per sale); a later call changes nothing.
 */
export async function ensureDocument(db: DbOrTx, sale: SaleForEtims, device: DeviceRow): Promise<void> {
  await db
    .insert(etimsDocuments)
    .values({
      tenantId: sale.tenantId,
      businessId: sale.businessId,
      deviceId: device.id,
      transactionId: sale.id,
      receiptType: sale.kind === 'Sale' ? 'S' : 'R',
    })
    .onConflictDoNothing({ target: etimsDocuments.transactionId });
}
