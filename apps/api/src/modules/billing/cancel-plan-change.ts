import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import { billingPlanChanges } from './billing.schema';
import type { PlanChangeRow } from './billing.queries';
import { cancelInvoices } from './cancel-invoices';

export interface CancelPlanChangeOptions {
  now: Date;
  userId: number | null;
  businessId: number;
  reason: 'cancelled' | 'replaced' | 'lapsed';
}

/** Drops a pending change and its invoice (money on it back as credit); the tenant's dates stay as they are. */
export async function cancelPlanChange(tx: DbOrTx, change: PlanChangeRow, options: CancelPlanChangeOptions): Promise<void> {
  await tx
    .update(billingPlanChanges)
    .set({ status: 'Cancelled', closedOn: options.now })
    .where(and(eq(billingPlanChanges.id, change.id), eq(billingPlanChanges.status, 'Pending')));
  if (change.invoiceId !== null) {
    await cancelInvoices(tx, {
      tenantId: change.tenantId,
      businessId: options.businessId,
      invoiceIds: [change.invoiceId],
      userId: options.userId,
      reason: `plan-change-${options.reason}`,
    });
  }
  await audit(tx, {
    tenantId: change.tenantId,
    businessId: options.businessId,
    userId: options.userId,
    action: 'cancel',
    entity: 'billing-plan-change',
    entityId: change.id,
    detail: { reason: options.reason, kind: change.kind, to: change.toPlanId, invoiceId: change.invoiceId },
  });
}
