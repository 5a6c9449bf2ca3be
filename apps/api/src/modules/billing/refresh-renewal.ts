import { eq } from 'drizzle-orm';
import { addMonthUtc, PLAN_NOTICE_DAYS } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { tenants } from '../../db/tenancy.schema';
import { notFound } from '../../lib/app-error';
import { findOpenInvoices, findPendingChange, getPlanRow, hasInvoiceBeyond, liveBusinessIds } from './billing.queries';
import { cancelInvoices } from './cancel-invoices';
import { raiseInvoice } from './raise-invoice';

const DAY_MS = 86_400_000;

/**
 * Keeps the next renewal in line with the plan in force after the paid time: a pending downgrade's plan, else
 * the current one. An open renewal for another plan (any, when that plan is free) is cancelled, its money back
 * as credit; within PLAN_NOTICE_DAYS of the end the right one is raised, once per period start. A free plan
 * is never billed. Runs in the caller's transaction with the tenant locked; the caller settles the bill after.
 * Returns the renewal it raised, if any.
 */
export async function refreshRenewal(tx: DbOrTx, tenantId: number, now: Date, userId: number | null): Promise<number | null> {
  const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant) throw notFound('Tenant', tenantId);
  const [businessId] = await liveBusinessIds(tx, tenantId);
  if (businessId === undefined) return null;
  const pending = await findPendingChange(tx, tenantId);
  const nextPlan = await getPlanRow(tx, pending?.kind === 'Downgrade' ? pending.toPlanId : tenant.planId);
  const stale = (await findOpenInvoices(tx, tenantId)).filter((row) => row.kind === 'Renewal' && (row.planId !== nextPlan.id || nextPlan.price <= 0));
  await cancelInvoices(tx, { tenantId, businessId, invoiceIds: stale.map((row) => row.id), userId, reason: 'plan-change' });
  const end = tenant.planExpiresOn;
  if (!end || nextPlan.price <= 0 || tenant.businessStatus === 'Suspended') return null;
  if (end.getTime() > now.getTime() + PLAN_NOTICE_DAYS * DAY_MS) return null;
  if (await hasInvoiceBeyond(tx, tenantId, end)) return null;
  return raiseInvoice(tx, {
    tenantId,
    businessId,
    plan: nextPlan,
    kind: 'Renewal',
    periodStart: end,
    periodEnd: addMonthUtc(end),
    dueDate: end,
    userId,
  });
}
