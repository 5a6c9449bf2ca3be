import { and, eq } from 'drizzle-orm';
import type { PromptProvider } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { stkRequests } from './mpesa.schema';

/** A Paid prompt of the shop by its provider's transaction id (M-Pesa receipt…), with what the provider says was paid. */
export async function findPaidPrompt(
  db: DbOrTx,
  businessId: number,
  receiptNumber: string,
  provider: PromptProvider = 'Mpesa',
): Promise<{ paidAmount: number | null } | undefined> {
  const [prompt] = await db
    .select({ paidAmount: stkRequests.paidAmount })
    .from(stkRequests)
    .where(
      and(
        scoped(stkRequests, { businessId }),
        eq(stkRequests.provider, provider),
        eq(stkRequests.receiptNumber, receiptNumber),
        eq(stkRequests.status, 'Paid'),
      ),
    );
  return prompt;
}
