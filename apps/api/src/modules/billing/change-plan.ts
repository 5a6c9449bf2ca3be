import { and, eq, gte } from 'drizzle-orm';
import { addMonthUtc, quotePlanChange } from '@dukani/domain';
import type { BillingStatus, Invoice, PlanChange } from '@dukani/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { conflict } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { clock } from '../../lib/clock';
import { msg } from '../../lib/messages';
import { getBillingStatus } from '../business/get-billing-status';
import { billingInvoices, billingPlanChanges } from './billing.schema';
import {
  billDay,
  findOpenInvoices,
  findPendingChange,
  getInvoiceRow,
  getPendingChange,
  getPlanRow,
  lockTenant,
  toInvoice,
  type PlanChangeRow,
} from './billing.queries';
import { applyDueChanges } from './apply-due-changes';
import { cancelInvoices } from './cancel-invoices';
import { cancelPlanChange } from './cancel-plan-change';
import { raiseInvoice } from './raise-invoice';
import { refreshRenewal } from './refresh-renewal';
import { settleBill } from './settle-bill';

export interface ChangePlanOptions {
  auth: AuthContext;
  businessId: number;
  planId: number;
}

export type ChangePlanResult = BillingStatus & { invoice: Invoice | null; pendingChange: PlanChange | null };

/** A downgrade whose next month is already paid for its plan stands: undoing it would undo a payment. */
async function assertReplaceable(tx: DbOrTx, pending: PlanChangeRow): Promise<void> {
  if (pending.kind !== 'Downgrade' || !pending.effectiveOn) return;
  const [paid] = await tx
    .select({ id: billingInvoices.id })
    .from(billingInvoices)
    .where(
      and(
        eq(billingInvoices.tenantId, pending.tenantId),
        eq(billingInvoices.kind, 'Renewal'),
        eq(billingInvoices.planId, pending.toPlanId),
        eq(billingInvoices.status, 'Paid'),
        gte(billingInvoices.periodStart, pending.effectiveOn),
      ),
    )
    .limit(1);
  if (!paid) return;
  const plan = await getPlanRow(tx, pending.toPlanId);
  throw conflict('INVALID_STATE', 'billing.changeFixed', { plan: plan.name, date: billDay(pending.effectiveOn) });
}

/**
 * G9. A change of plan never moves the paid-until date and never counts as a payment (issue 32): a dearer plan
 * is invoiced (the difference up to the paid-until date, or a month when nothing runs) and applies once paid; a
 * cheaper or free one applies at the end of the paid time; the current plan cancels what is waiting. A shop
 * whose paid time ran out cannot take the free plan: only a payment ends a lapse. See quotePlanChange.
 */
export async function changePlan(db: Db, options: ChangePlanOptions): Promise<ChangePlanResult> {
  const { auth, businessId } = options;
  const tenantId = auth.tenantId;
  const invoiceId = await db.transaction(async (tx) => {
    const now = clock.now();
    await lockTenant(tx, tenantId);
    await applyDueChanges(tx, tenantId, now);
    const tenant = await lockTenant(tx, tenantId);
    const current = await getPlanRow(tx, tenant.planId);
    const target = await getPlanRow(tx, options.planId);
    const pending = await findPendingChange(tx, tenantId);
    const cancelOptions = { now, userId: auth.userId, businessId };
    if (target.id === current.id) {
      if (!pending) throw conflict('INVALID_STATE', 'billing.samePlan');
      await assertReplaceable(tx, pending);
      await cancelPlanChange(tx, pending, { ...cancelOptions, reason: 'cancelled' });
      await refreshRenewal(tx, tenantId, now, auth.userId);
      await settleBill(tx, tenantId, now);
      return null;
    }
    if (pending?.toPlanId === target.id) throw conflict('INVALID_STATE', 'billing.changeWaiting', { plan: target.name });
    const quote = quotePlanChange({ currentPrice: current.price, targetPrice: target.price, paidUntil: tenant.planExpiresOn, now });
    if (quote.kind === 'Refused') throw conflict('INVALID_STATE', 'billing.freeAfterLapse', { plan: target.name, date: billDay(quote.endedOn) });
    if (pending) {
      await assertReplaceable(tx, pending);
      await cancelPlanChange(tx, pending, { ...cancelOptions, reason: 'replaced' });
    }
    let raised: number | null = null;
    if (quote.kind !== 'Downgrade') {
      // A month of the new plan replaces the lapsed plan's renewal: one bill for the time from now, not two.
      if (quote.kind === 'NewMonth') {
        const renewals = (await findOpenInvoices(tx, tenantId)).filter((row) => row.kind === 'Renewal');
        await cancelInvoices(tx, { tenantId, businessId, invoiceIds: renewals.map((row) => row.id), userId: auth.userId, reason: 'plan-change' });
      }
      const periodEnd = quote.kind === 'Upgrade' ? quote.paidUntil : addMonthUtc(now);
      raised = await raiseInvoice(tx, {
        tenantId,
        businessId,
        plan: target,
        kind: 'Upgrade',
        periodStart: now,
        periodEnd,
        dueDate: now,
        userId: auth.userId,
        amount: quote.amount,
        description:
          quote.kind === 'Upgrade'
            ? msg('billing.upgradeLine', { plan: target.name, from: current.name, start: billDay(now), end: billDay(periodEnd), days: quote.days })
            : undefined,
      });
    }
    const [change] = await tx
      .insert(billingPlanChanges)
      .values({
        tenantId,
        businessId,
        fromPlanId: current.id,
        toPlanId: target.id,
        kind: quote.kind,
        invoiceId: raised,
        effectiveOn: quote.kind === 'Downgrade' ? quote.effectiveOn : null,
        lapsesOn: quote.kind === 'Upgrade' ? quote.paidUntil : null,
        createdById: auth.userId,
      })
      .returning({ id: billingPlanChanges.id });
    await audit(tx, {
      tenantId,
      businessId,
      userId: auth.userId,
      action: 'change-plan',
      entity: 'billing-plan-change',
      entityId: change!.id,
      detail: { kind: quote.kind, from: current.id, to: target.id, invoiceId: raised, paidUntil: tenant.planExpiresOn?.toISOString() ?? null },
    });
    // From one free plan to another nothing waits; otherwise the renewal follows what will be in force.
    await applyDueChanges(tx, tenantId, now);
    await refreshRenewal(tx, tenantId, now, auth.userId);
    await settleBill(tx, tenantId, now);
    return raised;
  });
  const status = await getBillingStatus(db, { tenantId });
  const invoice = invoiceId === null ? null : toInvoice(await getInvoiceRow(db, tenantId, invoiceId));
  return { ...status, invoice, pendingChange: await getPendingChange(db, tenantId) };
}
