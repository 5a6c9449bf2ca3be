import { eq } from 'drizzle-orm';
import type { StkStatus } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { stkRequests } from './mpesa.schema';

export type StkRequestRow = typeof stkRequests.$inferSelect;
export type StkRequestStatus = StkRequestRow['status'];

/** The StkStatus of API.md: paymentCode is the provider's transaction id (M-Pesa receipt…), shown only once Paid. */
export function toStkStatus(row: StkRequestRow): StkStatus {
  return {
    CheckoutRequestID: row.checkoutRequestId,
    provider: row.provider,
    status: row.status,
    paymentCode: row.status === 'Paid' ? row.receiptNumber : null,
    amount: row.amount,
    phoneNumber: row.phoneNumber,
    resultDesc: row.resultDesc,
  };
}

export async function findStkRequest(db: DbOrTx, checkoutRequestId: string): Promise<StkRequestRow | undefined> {
  const [row] = await db.select().from(stkRequests).where(eq(stkRequests.checkoutRequestId, checkoutRequestId));
  return row;
}

/** The row locked until the transaction ends: callbacks, queries and the till's cancel take turns on it. */
export async function lockStkRequest(tx: DbOrTx, checkoutRequestId: string): Promise<StkRequestRow | undefined> {
  const [row] = await tx.select().from(stkRequests).where(eq(stkRequests.checkoutRequestId, checkoutRequestId)).for('update');
  return row;
}
