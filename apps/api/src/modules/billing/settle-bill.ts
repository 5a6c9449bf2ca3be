import { and, asc, eq, sql } from 'drizzle-orm';
import { addMonthUtc, allocateOldestFirst, invoiceStatusOf, roundMoney } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { tenants } from '../../db/tenancy.schema';
import { billingAllocations, billingInvoices, billingPayments } from './billing.schema';
import { findOpenInvoices } from './billing.queries';

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
async function extendPlan(tx: DbOrTx, tenantId: number, months: number, now: Date): Promise<void> {
  const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, tenantId)).for('update');
  if (!tenant) return;
  let end = tenant.planExpiresOn && tenant.planExpiresOn > now ? tenant.planExpiresOn : now;
  for (let i = 0; i < months; i++) end = addMonthUtc(end);
  await tx
    .update(tenants)
    .set({ planExpiresOn: end, businessStatus: tenant.businessStatus === 'Suspended' ? 'Suspended' : 'Active' })
    .where(eq(tenants.id, tenantId));
}

/**
 * Spreads every unspent payment over the tenant's open invoices, oldest first, and extends the plan by a
 * month for each invoice that became Paid. The one place money meets invoices: G6, G7's paid prompt and a
 * newly raised invoice (which a credit may already cover) all end here. Returns the money applied and the
 * invoices it touched.
 */
export async function settleBill(tx: DbOrTx, tenantId: number, now: Date): Promise<{ applied: number; invoiceIds: number[] }> {
  const open = (await findOpenInvoices(tx, tenantId)).map((row) => ({ ...row, balance: roundMoney(row.amount - Number(row.paid)), paidNow: 0 }));
  let applied = 0;
  for (const payment of await paymentsWithCredit(tx, tenantId)) {
    const parts = allocateOldestFirst(
      payment.left,
      open.map((invoice) => ({ id: invoice.id, balance: invoice.balance })),
    );
    for (const part of parts) {
      await tx.insert(billingAllocations).values({ paymentId: payment.id, invoiceId: part.id, amount: part.amount });
      const invoice = open.find((row) => row.id === part.id)!;
      invoice.balance = roundMoney(invoice.balance - part.amount);
      invoice.paidNow = roundMoney(invoice.paidNow + part.amount);
      applied = roundMoney(applied + part.amount);
    }
  }
  let newlyPaid = 0;
  const touched: number[] = [];
  for (const invoice of open) {
    const status = invoiceStatusOf(invoice.amount, roundMoney(invoice.amount - invoice.balance));
    if (status === invoice.status && invoice.paidNow === 0) continue;
    touched.push(invoice.id);
    if (status !== invoice.status) {
      await tx
        .update(billingInvoices)
        .set({ status })
        .where(and(eq(billingInvoices.id, invoice.id), eq(billingInvoices.status, invoice.status)));
    }
    if (status === 'Paid') newlyPaid += 1;
  }
  if (newlyPaid > 0) await extendPlan(tx, tenantId, newlyPaid, now);
  return { applied, invoiceIds: touched };
}
