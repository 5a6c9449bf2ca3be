import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { salesByMode, totalOfModes, type ModeTotal } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { customerLedger } from './customers.schema';

export interface DebtPayments {
  count: number;
  amount: number;
  byMode: ModeTotal[];
}

/**
 * Customers' payments of their balance received in a register shift (H7 and debt prompts), by mode. A
 * reversal (a void or a refund taking a debt back) is a Debit with no payment mode: no money came in.
 */
export async function findSessionDebtPayments(db: DbOrTx, sessionId: number): Promise<DebtPayments> {
  const rows = await db
    .select({
      paymentValue: sql<string>`${customerLedger.paymentModes}`,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`sum(${customerLedger.amount})::text`,
    })
    .from(customerLedger)
    .where(and(eq(customerLedger.sessionId, sessionId), eq(customerLedger.type, 'Debit'), isNotNull(customerLedger.paymentModes)))
    .groupBy(customerLedger.paymentModes);
  const byMode = salesByMode(rows.map((row) => ({ paymentValue: row.paymentValue, amount: Number(row.amount) })));
  return { count: rows.reduce((sum, row) => sum + row.count, 0), amount: totalOfModes(byMode), byMode };
}
