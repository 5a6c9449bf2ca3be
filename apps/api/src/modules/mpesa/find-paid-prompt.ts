import { and, eq } from 'drizzle-orm';
import type { PromptProvider } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { stkRequests } from './mpesa.schema';

export type PromptPurpose = (typeof stkRequests.$inferSelect)['purpose'];

/**
 * A Paid prompt of the shop by its provider's transaction id (M-Pesa receipt…), with what the provider says was
 * paid and what the prompt was for: a till sale (`Pos`), a customer's debt or the shop's bill, each of which
 * counts the money already. The row is locked until the caller's transaction ends, so two sales naming one
 * receipt at once take turns and the second sees the first's payment.
 */
export async function findPaidPrompt(
  db: DbOrTx,
  businessId: number,
  receiptNumber: string,
  provider: PromptProvider = 'Mpesa',
): Promise<{ paidAmount: number | null; purpose: PromptPurpose } | undefined> {
  const [prompt] = await db
    .select({ paidAmount: stkRequests.paidAmount, purpose: stkRequests.purpose })
    .from(stkRequests)
    .where(
      and(
        scoped(stkRequests, { businessId }),
        eq(stkRequests.provider, provider),
        eq(stkRequests.receiptNumber, receiptNumber),
        eq(stkRequests.status, 'Paid'),
      ),
    )
    .for('update');
  return prompt;
}
