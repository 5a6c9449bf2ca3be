import { and, asc, eq, sql } from 'drizzle-orm';
import { addMonthUtc, allocateOldestFirst, invoiceStatusOf, roundMoney } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { tenants } from '../../db/tenancy.schema';
import { billingAllocations, billingInvoices, billingPayments, billingPlanChanges } from './billing.schema';
import { findOpenInvoices, lockTenant, type InvoiceRow } from './billing.queries';
import { applyDueChanges } from './apply-due-changes';
import { applyPlanChange } from './apply-plan-change';

/** Each round pays one invoice in full or ends; this only guards against a loop no data should make. */
const MAX_ROUNDS = 100;

/** Payments with money not yet spread over invoices, oldest first. */
async function paymentsWithCredit(tx: DbOrTx, tenantId: number) {
  const rows = await tx
    .select({
      id: billingPayments.id,
      left: sql<string>`"billing_payments"."amount" - coalesce((select sum(a.amount) from billing_allocations a where a.payment_id = "billing_payments"."id"), 0)`,
    })
    .from(billingPayments)
    .where(eq(billingPayments.tenantId, tenantId))
    .orderBy(asc(billingPayments.id));
  return rows.map((row) => ({ id: row.id, left: roundMoney(Number(row.left)) })).filter((row) => row.left > 0);
}

/** One more paid month: from the plan's end, or from now when it has already ended (paying restores at once). */
async function extendPlan(tx: DbOrTx, tenantId: number, now: Date): Promise<void> {
  const tenant = await lockTenant(tx, tenantId);
  const end = addMonthUtc(tenant.planExpiresOn && tenant.planExpiresOn > now ? tenant.planExpiresOn : now);
  await tx
    .update(tenants)
    .set({ planExpiresOn: end, businessStatus: tenant.businessStatus === 'Suspended' ? 'Suspended' : 'Active' })
    .where(eq(tenants.id, tenantId));
}

/**
 * What a paid invoice buys. Only money does anything: an invoice of 0 buys nothing. A renewal is a month more;
 * a change's invoice puts the change in force (a NewMonth with its month). An Upgrade invoice with no change
 * behind it was raised before changes waited for their payment (issue 32), when it billed a month from the day.
 */
async function onInvoicePaid(tx: DbOrTx, invoice: InvoiceRow, now: Date): Promise<void> {
  if (invoice.amount <= 0) return;
  if (invoice.kind === 'Upgrade') {
    const [change] = await tx
      .select()
      .from(billingPlanChanges)
      .where(and(eq(billingPlanChanges.invoiceId, invoice.id), eq(billingPlanChanges.status, 'Pending')));
    if (change) return applyPlanChange(tx, change, now);
  }
  await extendPlan(tx, invoice.tenantId, now);
}

/**
 * Spreads every unspent payment over the tenant's open invoices, oldest due first, one invoice at a time: what
 * an invoice's payment puts in force (a new plan, whose renewal replaces the old plan's, money and all) is done
 * before the next invoice is looked at. The one place money meets invoices: G6, G7's paid prompt, G9 and the
 * billing cycle all end here. Takes the tenant lock. Returns the money applied and the invoices it touched.
 */
export async function settleBill(tx: DbOrTx, tenantId: number, now: Date): Promise<{ applied: number; invoiceIds: number[] }> {
  await lockTenant(tx, tenantId);
  // An upgrade whose paid time ran out must lapse before money reaches it.
  await applyDueChanges(tx, tenantId, now);
  let applied = 0;
  const touched = new Set<number>();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const credit = await paymentsWithCredit(tx, tenantId);
    const [invoice] = credit.length === 0 ? [] : await findOpenInvoices(tx, tenantId);
    if (!invoice) break;
    let balance = roundMoney(invoice.amount - Number(invoice.paid));
    for (const payment of credit) {
      const [part] = allocateOldestFirst(payment.left, [{ id: invoice.id, balance }]);
      if (!part) break;
      await tx.insert(billingAllocations).values({ paymentId: payment.id, invoiceId: invoice.id, amount: part.amount });
      balance = roundMoney(balance - part.amount);
      applied = roundMoney(applied + part.amount);
    }
    touched.add(invoice.id);
    const status = invoiceStatusOf(invoice.amount, roundMoney(invoice.amount - balance));
    if (status !== invoice.status) {
      await tx
        .update(billingInvoices)
        .set({ status })
        .where(and(eq(billingInvoices.id, invoice.id), eq(billingInvoices.status, invoice.status)));
    }
    if (status !== 'Paid') break;
    await onInvoicePaid(tx, invoice, now);
  }
  return { applied, invoiceIds: [...touched] };
}
