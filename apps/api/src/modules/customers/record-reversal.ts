import type { DbOrTx } from '../../db/client';
import { customerLedger } from './customers.schema';

export interface ReversalEntry {
  tenantId: number;
  businessId: number;
  customerId: number;
  amount: number;
  /** The void's sale, or the refund or credit note that took the amount off. */
  transactionId: number;
  transactionDate: Date;
  note: string;
  createdById: number;
}

/**
 * A sale's debt taken back (a void, or the pay-later part of a refund or credit note): a Debit row, so the
 * ledger is only ever added to and balance = Σ credit − Σ debit still holds. It carries no payment mode:
 * no money came in.
 */
export async function recordReversal(tx: DbOrTx, entry: ReversalEntry): Promise<void> {
  if (entry.amount <= 0) return;
  await tx.insert(customerLedger).values({ ...entry, type: 'Debit', paymentModes: null, dueDate: null });
}
