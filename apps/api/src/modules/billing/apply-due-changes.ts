import type { DbOrTx } from '../../db/client';
import { findPendingChange } from './billing.queries';
import { applyPlanChange } from './apply-plan-change';
import { cancelPlanChange } from './cancel-plan-change';
import { refreshRenewal } from './refresh-renewal';

/**
 * What time alone does to a pending change: a Downgrade applies once its day has come, and an Upgrade priced up
 * to a paid-until date that has passed unpaid lapses (the renewal of the current plan is what is owed then).
 * Returns whether anything changed. The caller holds the tenant lock and settles the bill after.
 */
export async function applyDueChanges(tx: DbOrTx, tenantId: number, now: Date): Promise<boolean> {
  const change = await findPendingChange(tx, tenantId);
  if (!change) return false;
  if (change.kind === 'Downgrade' && change.effectiveOn && change.effectiveOn <= now) {
    await applyPlanChange(tx, change, now);
    return true;
  }
  if (change.kind === 'Upgrade' && change.lapsesOn && change.lapsesOn <= now) {
    await cancelPlanChange(tx, change, { now, userId: null, businessId: change.businessId, reason: 'lapsed' });
    await refreshRenewal(tx, tenantId, now, null);
    return true;
  }
  return false;
}
