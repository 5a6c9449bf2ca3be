import { and, eq, lte, ne, isNotNull } from 'drizzle-orm';
import { addMonthUtc, PLAN_NOTICE_DAYS } from '@dukani/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { plans, tenants } from '../../db/tenancy.schema';
import { clock } from '../../lib/clock';
import { msg } from '../../lib/messages';
import { notify } from '../notifications/notify';
import { billingReminders } from './billing.schema';
import { billDay, hasInvoiceBeyond, liveBusinessIds } from './billing.queries';
import { raiseInvoice } from './raise-invoice';
import { runPeriodically } from '../../lib/run-periodically';

const DAY_MS = 86_400_000;

/**
 * The monthly step of every plan, run for all tenants whose plan ends within PLAN_NOTICE_DAYS: raise the
 * invoice for the month after the end (once: the renewal index and hasInvoiceBeyond make a rerun a no-op)
 * and warn the owner once per end date. Safe to run as often as wanted; returns what it did.
 */
export async function runBillingCycle(db: Db, now: Date = clock.now()): Promise<{ invoices: number; reminders: number }> {
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
      const [businessId] = await liveBusinessIds(tx, tenant.id);
      if (businessId === undefined) return;
      if (!(await hasInvoiceBeyond(tx, tenant.id, expiresOn))) {
        const raised = await raiseInvoice(tx, {
          tenantId: tenant.id,
          businessId,
          plan,
          kind: 'Renewal',
          periodStart: expiresOn,
          periodEnd: addMonthUtc(expiresOn),
          dueDate: expiresOn,
          now,
          userId: null,
        });
        if (raised) invoices += 1;
      }
      if (expiresOn <= now) return;
      const [reminder] = await tx
        .insert(billingReminders)
        .values({ tenantId: tenant.id, expiresOn })
        .onConflictDoNothing()
        .returning({ id: billingReminders.id });
      if (!reminder) return;
      reminders += 1;
      const params = { plan: plan.name, date: billDay(expiresOn) };
      for (const id of await liveBusinessIds(tx, tenant.id)) {
        await notify(tx, {
          tenantId: tenant.id,
          businessId: id,
          category: 3,
          title: msg('billing.notice.expiringTitle'),
          message: msg('billing.notice.expiringBody', params),
        });
      }
    });
  }
  return { invoices, reminders };
}

/** Hourly: a plan's invoice is raised within an hour of entering its last week, whatever the start time. */
export function startBillingCycle(app: FastifyInstance, intervalMs = 60 * 60 * 1000): void {
  runPeriodically(app, 'billing cycle', intervalMs, async () => {
    const done = await runBillingCycle(app.db);
    if (done.invoices + done.reminders > 0) app.log.info(done, 'billing cycle');
  });
}
