import { and, eq } from 'drizzle-orm';
import { addMonthUtc } from '@dukani/domain';
import type { BillingStatus, Invoice } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { tenants } from '../../db/tenancy.schema';
import { conflict } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { clock } from '../../lib/clock';
import { getBillingStatus } from '../business/get-billing-status';
import { billingInvoices } from './billing.schema';
import { getInvoiceRow, getPlanRow, toInvoice } from './billing.queries';
import { raiseInvoice } from './raise-invoice';

export interface UpgradePlanOptions {
  auth: AuthContext;
  businessId: number;
  planId: number;
}

/**
 * G9: the new plan's modules apply at once and a month of it is invoiced from today. Invoices nothing was
 * paid on yet are for the old plan: they are cancelled rather than left owing.
 */
export async function upgradePlan(db: Db, options: UpgradePlanOptions): Promise<BillingStatus & { invoice: Invoice }> {
  const { auth } = options;
  const now = clock.now();
  const invoiceId = await db.transaction(async (tx) => {
    const plan = await getPlanRow(tx, options.planId);
    const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, auth.tenantId)).for('update');
    if (tenant?.planId === plan.id) throw conflict('INVALID_STATE', 'billing.samePlan');
    await tx
      .update(billingInvoices)
      .set({ status: 'Cancelled' })
      .where(and(eq(billingInvoices.tenantId, auth.tenantId), eq(billingInvoices.status, 'Unpaid')));
    await tx.update(tenants).set({ planId: plan.id }).where(eq(tenants.id, auth.tenantId));
    const id = await raiseInvoice(tx, {
      tenantId: auth.tenantId,
      businessId: options.businessId,
      plan,
      kind: 'Upgrade',
      periodStart: now,
      periodEnd: addMonthUtc(now),
      dueDate: now,
      now,
      userId: auth.userId,
    });
    await audit(tx, {
      tenantId: auth.tenantId,
      businessId: options.businessId,
      userId: auth.userId,
      action: 'upgrade',
      entity: 'tenant',
      entityId: auth.tenantId,
      detail: { from: tenant?.planId, to: plan.id, invoiceId: id },
    });
    return id!;
  });
  const status = await getBillingStatus(db, { tenantId: auth.tenantId });
  return { ...status, invoice: toInvoice(await getInvoiceRow(db, auth.tenantId, invoiceId)) };
}
