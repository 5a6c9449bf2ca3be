import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customerLedger } from './customers.schema';

export interface CreditEntry {
  tenantId: number;
  businessId: number;
  customerId: number;
  amount: number;
  transactionId: number;
  transactionDate: Date;
  /** YYYY-MM-DD on the shop's calendar; null when no date was agreed (H8). */
  dueDate: string | null;
  /** SQL when the note is made in the same statement (a sale's receipt number). */
  note: string | SQL | null;
  createdById: number;
}

/** What the customer now owes for a sale paid later: a Credit row of their ledger, in the sale's transaction. */
export async function recordCredit(tx: DbOrTx, entry: CreditEntry): Promise<void> {
  await tx.insert(customerLedger).values({ ...entry, type: 'Credit' });
}

/** The same Credit row as an INSERT, for a sale that writes its rows in one statement. */
export function creditInsert(tx: DbOrTx, entry: CreditEntry): SQL {
  return tx
    .insert(customerLedger)
    .values({ ...entry, type: 'Credit' })
    .getSQL();
}
