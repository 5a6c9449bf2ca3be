import { and, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { etimsDocuments, etimsStockReports } from './etims.schema';

export interface EtimsStats {
  /** Sales and credit notes not signed: waiting for a number, sent with no answer yet, or refused by the authority. */
  documents: { unsent: number; sent: number; refused: number };
  /** Stock movements still to report, and refused ones. */
  stockReports: { waiting: number; refused: number };
  /** How long the oldest document still Waiting has waited, in seconds (0 when none). */
  oldestWaitingSeconds: number;
}

const count = sql<number>`count(*)`.mapWith(Number);

/**
 * The tax authority's backlog across all tenants, for /metrics. Read over the partial indexes of documents not signed
 * and reports not sent (migration 0025), so a scrape never counts the millions already signed.
 */
export async function findEtimsStats(db: DbOrTx): Promise<EtimsStats> {
  const countDocuments = async (where: SQL | undefined) =>
    (
      await db
        .select({ count })
        .from(etimsDocuments)
        .where(and(ne(etimsDocuments.state, 'Signed'), where))
    )[0]?.count ?? 0;
  const waiting = eq(etimsDocuments.state, 'Waiting');
  const [unsent, sent, refused] = await Promise.all([
    countDocuments(and(waiting, isNull(etimsDocuments.invoiceNo))),
    countDocuments(and(waiting, isNotNull(etimsDocuments.invoiceNo))),
    countDocuments(eq(etimsDocuments.state, 'Refused')),
  ]);
  const reports = await db
    .select({ state: etimsStockReports.state, count })
    .from(etimsStockReports)
    .where(ne(etimsStockReports.state, 'Sent'))
    .groupBy(etimsStockReports.state);
  const [oldest] = await db
    .select({ seconds: sql<number>`coalesce(extract(epoch from now() - min(${etimsDocuments.createdOn})), 0)`.mapWith(Number) })
    .from(etimsDocuments)
    .where(and(ne(etimsDocuments.state, 'Signed'), waiting));
  return {
    documents: { unsent, sent, refused },
    stockReports: {
      waiting: reports.find((row) => row.state === 'Waiting')?.count ?? 0,
      refused: reports.find((row) => row.state === 'Refused')?.count ?? 0,
    },
    oldestWaitingSeconds: Math.max(0, oldest?.seconds ?? 0),
  };
}
