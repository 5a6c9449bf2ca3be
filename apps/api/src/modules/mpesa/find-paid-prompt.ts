import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { stkRequests } from './mpesa.schema';

/** A Paid STK prompt of the shop by its M-Pesa receipt number, with what M-Pesa says was paid. */
export async function findPaidPrompt(db: DbOrTx, businessId: number, receiptNumber: string): Promise<{ paidAmount: number | null } | undefined> {
  const [prompt] = await db
    .select({ paidAmount: stkRequests.paidAmount })
    .from(stkRequests)
    .where(and(scoped(stkRequests, { businessId }), eq(stkRequests.receiptNumber, receiptNumber), eq(stkRequests.status, 'Paid')));
  return prompt;
}
