import { and, count, eq, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import type { SaleForEtims } from '../sales/get-sale-for-etims';
import { recordEtimsState } from '../sales/record-etims-state';
import { buildSaleRequest } from './build-sale-request';
import { lockDevice, type DeviceRow } from './etims.queries';
import { etimsDevices, etimsDocuments } from './etims.schema';
import type { ItemFacts } from './register-item';

export type DocumentRow = typeof etimsDocuments.$inferSelect;

export interface BindDocumentOptions {
  device: DeviceRow;
  sale: SaleForEtims;
  items: readonly { facts: ItemFacts; itemCd: string }[];
  /** The original sale's invoice number, for a credit note. */
  orgInvcNo: number;
}

/** Ready to send, already done (signed or refused: nothing to do), or behind an earlier document of the device. */
export type BindOutcome = { kind: 'send'; document: DocumentRow } | { kind: 'done' } | { kind: 'wait'; ahead: number };

/**
 * Under the device row's lock, in one transaction: the document of this sale (created on the first run), and
 * its invoice number if it has none yet. Numbers are handed out one at a time, to the oldest waiting document
 * of the device, and only when no other number is out unsigned — so they reach the authority in order, and a
 * refused document can give its number back without leaving a gap (§8, §11.1 "serialise sends per branch").
 */
export function bindDocument(db: Db, o: BindDocumentOptions): Promise<BindOutcome> {
  const { device, sale } = o;
  return db.transaction(async (tx): Promise<BindOutcome> => {
    const locked = await lockDevice(tx, device.id);
    await ensureDocument(tx, sale, device);
    const [document] = await tx.select().from(etimsDocuments).where(eq(etimsDocuments.transactionId, sale.id));
    if (!document || document.state !== 'Waiting') return { kind: 'done' };
    if (document.invoiceNo !== null) return { kind: 'send', document };

    const waiting = and(eq(etimsDocuments.deviceId, device.id), eq(etimsDocuments.state, 'Waiting'), ne(etimsDocuments.id, document.id));
    const [inFlight] = await tx
      .select({ id: etimsDocuments.id })
      .from(etimsDocuments)
      .where(and(waiting, isNotNull(etimsDocuments.invoiceNo)))
      .limit(1);
    const [{ older } = { older: 0 }] = await tx
      .select({ older: count() })
      .from(etimsDocuments)
      .where(and(waiting, isNull(etimsDocuments.invoiceNo), lt(etimsDocuments.id, document.id)));
    if (inFlight || older > 0) return { kind: 'wait', ahead: older + (inFlight ? 1 : 0) };

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
    return { kind: 'send', document: bound! };
  });
}

/**
 * How many of the device's documents go before this sale's, read without the device's lock: the cheap first look
 * of a job that is probably still behind others (0 when its document is not made yet, holds a number or is done).
 * bindDocument decides for real.
 */
export async function countDocumentsAhead(db: Db, transactionId: number): Promise<number> {
  // The inner table goes by "ahead", so the unqualified etims_documents columns are the outer row's.
  const [row] = await db
    .select({
      ahead: sql<number>`(select count(*) from ${etimsDocuments} as ahead where ahead.device_id = ${etimsDocuments.deviceId}
        and ahead.state = 'Waiting' and ahead.id <> ${etimsDocuments.id} and (ahead.invoice_no is not null or ahead.id < ${etimsDocuments.id}))`.mapWith(
        Number,
      ),
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
