import { and, eq, inArray, sql } from 'drizzle-orm';
import { roundMoney, sumMoney } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import { billingAllocations, billingInvoices } from './billing.schema';

export interface CancelInvoicesOptions {
  tenantId: number;
  businessId: number;
  invoiceIds: number[];
  userId: number | null;
  reason: string;
}

/**
 * Cancels open invoices (Unpaid, PartPaid; a Paid one is never undone) in the caller's transaction. Money
 * already on one goes back to the payment it came from, as a reversing allocation rather than a deleted one,
 * so it is credit again and the allocations still tell what happened; the caller settles the bill after.
 * Returns the ids it cancelled.
 */
export async function cancelInvoices(tx: DbOrTx, options: CancelInvoicesOptions): Promise<number[]> {
  if (options.invoiceIds.length === 0) return [];
  const cancelled = await tx
    .update(billingInvoices)
    .set({ status: 'Cancelled' })
    .where(
      and(
        eq(billingInvoices.tenantId, options.tenantId),
        inArray(billingInvoices.id, options.invoiceIds),
        inArray(billingInvoices.status, ['Unpaid', 'PartPaid']),
      ),
    )
    .returning({ id: billingInvoices.id });
  const ids = cancelled.map((row) => row.id);
  if (ids.length === 0) return [];
  const held = await tx
    .select({ invoiceId: billingAllocations.invoiceId, paymentId: billingAllocations.paymentId, amount: sql<string>`sum(${billingAllocations.amount})` })
    .from(billingAllocations)
    .where(inArray(billingAllocations.invoiceId, ids))
    .groupBy(billingAllocations.invoiceId, billingAllocations.paymentId);
  const reversals = held.map((row) => ({ ...row, amount: roundMoney(Number(row.amount)) })).filter((row) => row.amount > 0);
  if (reversals.length > 0) {
    await tx.insert(billingAllocations).values(reversals.map((row) => ({ invoiceId: row.invoiceId, paymentId: row.paymentId, amount: -row.amount })));
  }
  for (const id of ids) {
    await audit(tx, {
      tenantId: options.tenantId,
      businessId: options.businessId,
      userId: options.userId,
      action: 'cancel',
      entity: 'billing-invoice',
      entityId: id,
      detail: { reason: options.reason, returned: sumMoney(reversals.filter((row) => row.invoiceId === id).map((row) => row.amount)) },
    });
  }
  return ids;
}
