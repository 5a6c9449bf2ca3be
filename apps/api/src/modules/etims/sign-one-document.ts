import { and, eq, sql } from 'drizzle-orm';
import { buildReceiptVerificationUrl, EtimsError, formatCuInvoiceNumber, parseEatDateTime, signSaleOnce } from '@dukani/etims';
import type { Db } from '../../db/client';
import type { JobLog, JobOutcome } from '../../jobs/define-job';
import { findUnfinishedJob } from '../../jobs/enqueue';
import type { EtimsConnection } from '../../lib/etims-connection';
import { findItemSources } from '../products/find-item-sources';
import { getSaleForEtims, type SaleForEtims } from '../sales/get-sale-for-etims';
import { recordEtimsState } from '../sales/record-etims-state';
import { bindDocument, countDocumentsAhead, ensureDocument, type DocumentRow } from './bind-document';
import { findSigningDevice, lockDevice, type DeviceRow } from './etims.queries';
import { etimsDevices, etimsDocuments } from './etims.schema';
import { queueAuthorityProbe } from './probe-authority.job';
import { queueSaleStock } from './queue-sale-stock';
import type { SenderLease } from './sender-lease';
import { ETIMS_SEND_JOB_KIND } from './send-job-kinds';
import { itemFactsOf, miscItemFacts, registerItems, toTaxType } from './register-item';

export interface SignDocumentOptions {
  connection: EtimsConnection;
  transactionId: number;
  now: Date;
  log: JobLog;
}

/** One attempt runs under its job's sender lease of the device (sender-lease.ts). */
export interface SignOneDocumentOptions extends SignDocumentOptions {
  lease: SenderLease;
  /**
   * Set when a sender hands on (sign-document.ts): the document is the device's next, found under the lease the
   * sender holds, so its device is the one given and the job's first look (device, document, queue, lease) is
   * skipped; bindDocument still decides under the device's lock.
   */
  handOn?: { device: DeviceRow };
}

/** Another job is sending the device's documents: look again soon (it hands on to this one when it gets there). */
const SENDER_BUSY_RETRY_MS = 1_000;

/**
 * What one attempt did: `moved` when the document left the device's queue (signed, refused, or voided before it
 * was sent), so the next one may go; its device, to find and sign that next one; and what the job should do about
 * this document (run again at a time, or nothing).
 */
export interface SignAttempt {
  moved: boolean;
  device: DeviceRow | null;
  outcome: JobOutcome;
  /** Signed after earlier attempts had failed: the authority answers again (sign-document.ts wakes the others). */
  isRecovery?: boolean;
}

/**
 * Behind earlier documents, a job looks again after 5 s and 2 s more per document ahead of it, at most every
 * 10 minutes: the document before it hands on when it is done (sign-document.ts), so this is only a safety net,
 * and a backlog of thousands must not fill the worker's polls with "not yet" answers.
 */
const waitBehind = (ahead: number) => Math.min(10 * 60_000, 5_000 + 2_000 * ahead);

/** A return whose sale's send job gave up looks again now and then: a person may retry that job (S2). */
const WAIT_FOR_DEAD_ORIGINAL_MS = 10 * 60_000;

const describe = (err: EtimsError) => [err.resultCd, err.resultMsg ?? err.message].filter(Boolean).join(' ').slice(0, 500);

/**
 * One attempt at one document, the work of `etims.sendSale` and `etims.sendCreditNote` (§11, API.md sale rule 8; the
 * latter sends refunds and credit notes alike): register the lines' items, bind the document's invoice number,
 * send it with `signSaleOnce` and store the signature (salesStatus 3). No answer is *unknown*: the number and the
 * exact request are kept and the authority is asked before the next send, so it never holds the sale twice. A
 * refusal stops: the authority's words go on the sale (salesStatus 1) and its number goes back to the device, until
 * P16 sends it again. Transient failures ask to run again later without counting as failed attempts, so a sale
 * outlives an outage of any length.
 */
export async function signOneDocument(db: Db, o: SignOneDocumentOptions): Promise<SignAttempt> {
  const nothing: SignAttempt = { moved: false, device: null, outcome: undefined };
  const sale = await getSaleForEtims(db, o.transactionId);
  if (!sale || sale.isDeleted || sale.salesStatus === 3 || sale.salesStatus === 4) return nothing;
  const found = o.handOn?.device ?? (await findSigningDevice(db, sale.businessId));
  // Without a device the sale stays unsent (salesStatus 1): nothing to do.
  if (!found) return nothing;
  // Replaced by the row as locked when the number is bound: the receipt prints, and the next document gets, the freshest.
  let device: DeviceRow = found;
  const stay = (ms: number): SignAttempt => ({ moved: false, device, outcome: { retryAt: new Date(o.now.getTime() + ms) } });
  const moved = (): SignAttempt => ({ moved: true, device, outcome: undefined });

  let orgInvcNo = 0;
  if (sale.kind !== 'Sale') {
    // A refund (L4) or credit note (L5) is credited against its sale's invoice number, so the sale goes first.
    const original = sale.originalTransactionId ? await findOriginalDocument(db, sale.originalTransactionId) : null;
    // A sale the authority never had (made before the device) has nothing to credit there.
    if (!original) return nothing;
    if (original === 'Dead') return stay(WAIT_FOR_DEAD_ORIGINAL_MS);
    if (original === 'Unbound' || original.state !== 'Signed' || original.invoiceNo === null) return stay(o.connection.retryDelayMs);
    orgInvcNo = original.invoiceNo;
  }

  if (!o.handOn) {
    await ensureDocument(db, sale, device);
    const ahead = await countDocumentsAhead(db, sale.id);
    if (ahead > 0) return stay(waitBehind(ahead));
    if (!(await o.lease.take(device.id))) return stay(SENDER_BUSY_RETRY_MS);
  }

  try {
    const items = await registerLineItems(db, o.connection, device, sale);
    const bound = await bindDocument(db, { device, sale, items, orgInvcNo, lease: o.lease });
    if (bound.kind === 'done') return moved();
    if (bound.kind === 'wait') return stay(waitBehind(bound.ahead));
    if (bound.kind === 'busy') return stay(SENDER_BUSY_RETRY_MS);
    const { document } = bound;
    device = bound.device;
    const client = o.connection.clientFor({ tin: device.tin, bhfId: device.bhfId, cmcKey: device.cmcKey });
    const signed = await signSaleOnce(client, document.request!, { mayBeHeld: document.isMaybeHeld });
    const isOurs = await db.transaction(async (tx) => {
      // Signed only from the state it was sent in: a second sender of the same number (a lease that ran out) finds
      // it signed already and neither records the signature again nor reports its stock a second time.
      const [won] = await tx
        .update(etimsDocuments)
        .set({ state: 'Signed', signedAt: new Date(), lastError: null })
        .where(and(eq(etimsDocuments.id, document.id), eq(etimsDocuments.state, 'Waiting'), eq(etimsDocuments.invoiceNo, document.invoiceNo!)))
        .returning({ id: etimsDocuments.id });
      if (!won) return false;
      await recordEtimsState(tx, {
        businessId: sale.businessId,
        transactionId: sale.id,
        salesStatus: 3,
        etimsError: null,
        etims: {
          receiptNo: formatCuInvoiceNumber(device.sdcId, document.invoiceNo!),
          signature: signed.rcptSign,
          internalData: signed.intrlData,
          sdcId: device.sdcId,
          qrUrl: buildReceiptVerificationUrl(o.connection.portalUrl, device.tin, device.bhfId, signed.rcptSign),
          // What the receipt prints besides (§9.2).
          tin: device.tin,
          bhfId: device.bhfId,
          mrcNo: device.mrcNo,
          curRcptNo: signed.curRcptNo,
          totRcptNo: signed.totRcptNo,
          sdcDateTime: parseEatDateTime(signed.sdcDateTime)?.toISOString() ?? o.now.toISOString(),
          originalReceiptNo: orgInvcNo ? formatCuInvoiceNumber(device.sdcId, orgInvcNo) : null,
        },
      });
      await queueSaleStock(tx, sale, device);
      return true;
    });
    if (!isOurs) o.log.warn({ transactionId: sale.id, invcNo: document.invoiceNo }, 'etims: a document was signed by another sender meanwhile');
    if (signed.wasRecovered) o.log.info({ transactionId: sale.id, invcNo: document.invoiceNo }, 'etims: a sale sent before was found held, not sent again');
    return { ...moved(), isRecovery: document.attempts > 0 };
  } catch (err) {
    if (!(err instanceof EtimsError)) throw err;
    if (err.kind === 'refused') {
      await refuse(db, sale, device, describe(err));
      return moved();
    }
    await noteFailure(db, sale.id, err);
    await queueAuthorityProbe(db, o.connection, o.now);
    o.log.warn({ transactionId: sale.id, kind: err.kind, resultCd: err.resultCd }, 'etims: no answer, sending again later');
    return stay(o.connection.retryDelayMs);
  }
}

async function findDocument(db: Db, transactionId: number): Promise<DocumentRow | null> {
  const [row] = await db.select().from(etimsDocuments).where(eq(etimsDocuments.transactionId, transactionId));
  return row ?? null;
}

/**
 * The original sale's document; else `Unbound` while the sale's own send job is still to run (it makes the document
 * only once the sale's items are registered, so an outage or a queue can leave a just-refunded sale without one),
 * `Dead` while that job waits for a person to retry it, or null: the sale never goes to the authority. The document
 * is read once more after the job, since a job is marked done only after its document is written.
 */
async function findOriginalDocument(db: Db, saleId: number): Promise<DocumentRow | 'Unbound' | 'Dead' | null> {
  const document = await findDocument(db, saleId);
  if (document) return document;
  const job = await findUnfinishedJob(db, ETIMS_SEND_JOB_KIND.S, { transactionId: saleId });
  if (job === 'Dead') return 'Dead';
  if (job) return 'Unbound';
  return findDocument(db, saleId);
}

/** Each line's item, registered with the authority before the sale that names it (§13 AddKraSale). */
async function registerLineItems(db: Db, connection: EtimsConnection, device: DeviceRow, sale: SaleForEtims) {
  const productIds = [...new Set(sale.lines.map((line) => line.productId).filter((id): id is number => id !== null))];
  const sources = new Map((await findItemSources(db, { businessId: sale.businessId, productIds })).map((source) => [source.productId, source]));
  const facts = sale.lines.map((line) => {
    const source = line.productId === null ? undefined : sources.get(line.productId);
    return source ? itemFactsOf(source) : miscItemFacts(toTaxType(line.taxCode, line.taxRate));
  });
  const codes = await registerItems(db, { connection, device, facts });
  return facts.map((lineFacts, index) => ({ facts: lineFacts, itemCd: codes[index]! }));
}

/** An unknown outcome keeps the number and marks the document for a re-check before the next send. */
async function noteFailure(db: Db, transactionId: number, err: EtimsError) {
  await db
    .update(etimsDocuments)
    .set({
      lastError: describe(err),
      attempts: sql`${etimsDocuments.attempts} + 1`,
      ...(err.kind === 'unknown' ? { isMaybeHeld: sql`${etimsDocuments.invoiceNo} is not null` } : {}),
    })
    .where(eq(etimsDocuments.transactionId, transactionId));
}

/**
 * A definitive refusal: the document stops, the sale shows why, and the number goes back (it was the device's
 * last: only one is ever out unsigned), so the next document takes it and the series has no gap (§8).
 */
async function refuse(db: Db, sale: SaleForEtims, device: DeviceRow, message: string) {
  await db.transaction(async (tx) => {
    const locked = await lockDevice(tx, device.id);
    const [document] = await tx.select().from(etimsDocuments).where(eq(etimsDocuments.transactionId, sale.id));
    // Signed (or refused) by another sender meanwhile: that outcome stands.
    if (document && document.state !== 'Waiting') return;
    const givesBack = document?.invoiceNo != null && document.invoiceNo === locked.lastInvoiceNo;
    if (givesBack)
      await tx
        .update(etimsDevices)
        .set({ lastInvoiceNo: locked.lastInvoiceNo - 1 })
        .where(eq(etimsDevices.id, device.id));
    if (document) {
      await tx
        .update(etimsDocuments)
        .set({
          state: 'Refused',
          lastError: message,
          attempts: sql`${etimsDocuments.attempts} + 1`,
          ...(givesBack ? { invoiceNo: null, request: null, isMaybeHeld: false } : {}),
        })
        .where(eq(etimsDocuments.id, document.id));
    }
    await recordEtimsState(tx, { businessId: sale.businessId, transactionId: sale.id, salesStatus: 1, etimsError: message });
  });
}
