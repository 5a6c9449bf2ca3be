import { and, eq } from 'drizzle-orm';
import { addMonthUtc } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { tenants } from '../../db/tenancy.schema';
import { audit } from '../../lib/audit';
import { msg } from '../../lib/messages';
import { notify } from '../notifications/notify';
import { billingPlanChanges } from './billing.schema';
import { getPlanRow, liveBusinessIds, lockTenant, type PlanChangeRow } from './billing.queries';
import { refreshRenewal } from './refresh-renewal';

/**
 * Puts a pending change in force, in the caller's transaction: its invoice was just paid (Upgrade, NewMonth) or
 * its day has come (Downgrade). Only a NewMonth moves the paid-until date, by the month its payment bought; a
 * free plan has no date at all. The renewal is then brought in line with the new plan.
 */
export async function applyPlanChange(tx: DbOrTx, change: PlanChangeRow, now: Date): Promise<void> {
  const tenant = await lockTenant(tx, change.tenantId);
  const plan = await getPlanRow(tx, change.toPlanId);
  const active = tenant.businessStatus === 'Suspended' ? 'Suspended' : 'Active';
  const set: Partial<typeof tenants.$inferInsert> = { planId: plan.id, planStartedOn: now };
  if (change.kind === 'NewMonth') {
    const from = tenant.planExpiresOn && tenant.planExpiresOn > now ? tenant.planExpiresOn : now;
    Object.assign(set, { planExpiresOn: addMonthUtc(from), businessStatus: active });
  }
  if (plan.price <= 0) Object.assign(set, { planExpiresOn: null, businessStatus: active });
  await tx.update(tenants).set(set).where(eq(tenants.id, tenant.id));
  await tx
    .update(billingPlanChanges)
    .set({ status: 'Applied', closedOn: now })
    .where(and(eq(billingPlanChanges.id, change.id), eq(billingPlanChanges.status, 'Pending')));
  for (const businessId of await liveBusinessIds(tx, tenant.id)) {
    await notify(tx, {
      tenantId: tenant.id,
      businessId,
      category: 3,
      title: msg('billing.notice.changedTitle'),
      message: msg('billing.notice.changedBody', { plan: plan.name }),
    });
  }
  await audit(tx, {
    tenantId: tenant.id,
    businessId: change.businessId,
    userId: null,
    action: 'apply',
    entity: 'billing-plan-change',
    entityId: change.id,
    detail: {
      kind: change.kind,
      from: change.fromPlanId,
      to: plan.id,
      expiresOn: set.planExpiresOn === undefined ? 'unchanged' : (set.planExpiresOn?.toISOString() ?? null),
    },
  });
  await refreshRenewal(tx, tenant.id, now, null);
}
