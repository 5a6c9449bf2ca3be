import { and, eq, isNotNull, lte, ne, or } from 'drizzle-orm';
import { PLAN_NOTICE_DAYS } from '@dukani/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { plans, tenants } from '../../db/tenancy.schema';
import { clock } from '../../lib/clock';
import { msg } from '../../lib/messages';
import { notify } from '../notifications/notify';
import { billingPlanChanges, billingReminders } from './billing.schema';
import { billDay, findPendingChange, getPlanRow, liveBusinessIds, lockTenant } from './billing.queries';
import { applyDueChanges } from './apply-due-changes';
import { refreshRenewal } from './refresh-renewal';
import { settleBill } from './settle-bill';
import { runPeriodically } from '../../lib/run-periodically';

const DAY_MS = 86_400_000;

/** Changes whose day has come (a downgrade at the end of the paid time) or whose paid time passed unpaid. */
async function runDueChanges(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ tenantId: billingPlanChanges.tenantId })
    .from(billingPlanChanges)
    .where(and(eq(billingPlanChanges.status, 'Pending'), or(lte(billingPlanChanges.effectiveOn, now), lte(billingPlanChanges.lapsesOn, now))));
  let changes = 0;
  for (const { tenantId } of due) {
    await db.transaction(async (tx) => {
      await lockTenant(tx, tenantId);
      if (await applyDueChanges(tx, tenantId, now)) changes += 1;
      await settleBill(tx, tenantId, now);
    });
  }
  return changes;
}

/**
 * The monthly step of every plan: first the plan changes whose day has come, then, for all tenants whose plan
 * ends within PLAN_NOTICE_DAYS, raise the invoice for the month after the end for the plan in force then (once:
 * the renewal index and hasInvoiceBeyond make a rerun a no-op; never for a free plan, which has no end) and
 * warn the owner once per end date. Safe to run as often as wanted; returns what it did.
 */
export async function runBillingCycle(db: Db, now: Date = clock.now()): Promise<{ invoices: number; reminders: number; changes: number }> {
  const changes = await runDueChanges(db, now);
  const horizon = new Date(now.getTime() + PLAN_NOTICE_DAYS * DAY_MS);
  const due = await db
    .select({ tenant: tenants, plan: plans })
    .from(tenants)
    .innerJoin(plans, eq(plans.id, tenants.planId))
    .where(and(isNotNull(tenants.planExpiresOn), lte(tenants.planExpiresOn, horizon), ne(tenants.businessStatus, 'Suspended')));
  let invoices = 0;
  let reminders = 0;
  for (const { tenant, plan } of due) {
    const expiresOn = tenant.planExpiresOn!;
    await db.transaction(async (tx) => {
      await lockTenant(tx, tenant.id);
      if (await refreshRenewal(tx, tenant.id, now, null)) {
        invoices += 1;
        await settleBill(tx, tenant.id, now);
      }
      if (expiresOn <= now) return;
      const [reminder] = await tx
        .insert(billingReminders)
        .values({ tenantId: tenant.id, expiresOn })
        .onConflictDoNothing()
        .returning({ id: billingReminders.id });
      if (!reminder) return;
      reminders += 1;
      // A downgrade waiting for this end is what happens then, not a break in service.
      const pending = await findPendingChange(tx, tenant.id);
      const next = pending?.kind === 'Downgrade' ? await getPlanRow(tx, pending.toPlanId) : null;
      const params = { plan: plan.name, date: billDay(expiresOn) };
      for (const id of await liveBusinessIds(tx, tenant.id)) {
        await notify(tx, {
          tenantId: tenant.id,
          businessId: id,
          category: 3,
          title: msg(next ? 'billing.notice.changingTitle' : 'billing.notice.expiringTitle'),
          message: next ? msg('billing.notice.changingBody', { ...params, next: next.name }) : msg('billing.notice.expiringBody', params),
        });
      }
    });
  }
  return { invoices, reminders, changes };
}

/** Hourly: a plan's invoice is raised within an hour of entering its last week, whatever the start time. */
export function startBillingCycle(app: FastifyInstance, intervalMs = 60 * 60 * 1000): void {
  runPeriodically(app, 'billing cycle', intervalMs, async () => {
    const done = await runBillingCycle(app.db);
    if (done.invoices + done.reminders + done.changes > 0) app.log.info(done, 'billing cycle');
  });
}
