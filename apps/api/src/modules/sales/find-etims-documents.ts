import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EtimsDocumentState, getEtimsDocuments, RouteResult } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { findFiscalSeller } from '../etims/find-fiscal-seller';
import { transactions } from './sales.schema';

const HOUR_MS = 3_600_000;

/** API.md sale rule 8 read for people: 1 unsent (or refused: it carries the authority's words), 2 waiting, 3 approved. */
const stateFilter: Record<EtimsDocumentState, SQL | undefined> = {
  unsent: and(eq(transactions.salesStatus, 1), isNull(transactions.etimsError)),
  waiting: eq(transactions.salesStatus, 2),
  approved: eq(transactions.salesStatus, 3),
  refused: and(eq(transactions.salesStatus, 1), isNotNull(transactions.etimsError)),
};

const stateOf = (row: { salesStatus: number; etimsError: string | null }): EtimsDocumentState =>
  row.salesStatus === 3 ? 'approved' : row.salesStatus === 2 ? 'waiting' : row.etimsError ? 'refused' : 'unsent';

/** What the authority gets: live sales, and refunds and credit notes (both credit notes there, §8). */
const documentsOf = (businessId: number) =>
  and(
    scoped(transactions, { businessId }),
    inArray(transactions.kind, ['Sale', 'Refund', 'CreditNote']),
    eq(transactions.isDeleted, false),
    ne(transactions.salesStatus, 4),
  );

/** The sale a refund or credit note returns from (outer-joined: a sale has none). */
const original = alias(transactions, 'original');

/**
 * Made since the device was registered — for a refund or credit note, its sale too: one of a sale made before the
 * device has nothing to credit at the authority and is never sent, so it must not count as waiting for it.
 */
const sentSince = (registeredOn: Date) =>
  and(gte(transactions.transactionDate, registeredOn), gte(sql`coalesce(${original.transactionDate}, ${transactions.transactionDate})`, registeredOn));

/**
 * P18 (added): the documents the authority gets (sales, refunds and credit notes, not voided), and the banner's
 * counts — those made since the device was registered that are still not signed an hour later, and those refused.
 */
export async function findEtimsDocuments(
  db: Db,
  o: { businessId: number; state?: EtimsDocumentState | undefined; now?: Date },
): Promise<RouteResult<typeof getEtimsDocuments>> {
  const now = o.now ?? new Date();
  const base = documentsOf(o.businessId);
  const rows = await db
    .select()
    .from(transactions)
    .where(and(base, o.state ? stateFilter[o.state] : undefined))
    .orderBy(desc(transactions.transactionDate), desc(transactions.id))
    .limit(200);
  const seller = await findFiscalSeller(db, o.businessId);
  let waitingOverHour = 0;
  if (seller) {
    const [late] = await db
      .select({ n: count() })
      .from(transactions)
      .leftJoin(original, eq(original.id, transactions.originalTransactionId))
      .where(
        and(
          base,
          inArray(transactions.salesStatus, [1, 2]),
          isNull(transactions.etimsError),
          sentSince(seller.registeredOn),
          lt(transactions.transactionDate, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    waitingOverHour = late?.n ?? 0;
  }
  const [refused] = await db.select({ n: count() }).from(transactions).where(and(base, stateFilter.refused));
  return {
    documents: rows.map((row) => ({
      transactionId: row.id,
      kind: row.kind,
      receiptNo: row.receiptNo,
      transactionDate: row.transactionDate.toISOString(),
      total: row.total,
      state: stateOf(row),
      error: row.etimsError,
      cuInvoiceNo: row.salesStatus === 3 ? (row.etims?.receiptNo ?? null) : null,
    })),
    waitingOverHour,
    refused: refused?.n ?? 0,
    hasDevice: seller !== null,
  };
}

/** The dashboard's figure: documents made since the device was registered and not signed yet, and those refused; null without a device. */
export async function countUnsignedDocuments(db: Db, businessId: number): Promise<{ notSigned: number; refused: number } | null> {
  const seller = await findFiscalSeller(db, businessId);
  if (!seller) return null;
  const [row] = await db
    .select({
      notSigned: count(sql`case when ${transactions.etimsError} is null and ${sentSince(seller.registeredOn)} then 1 end`),
      refused: count(sql`case when ${transactions.etimsError} is not null then 1 end`),
    })
    .from(transactions)
    .leftJoin(original, eq(original.id, transactions.originalTransactionId))
    .where(and(documentsOf(businessId), inArray(transactions.salesStatus, [1, 2])));
  return { notSigned: row?.notSigned ?? 0, refused: row?.refused ?? 0 };
}
