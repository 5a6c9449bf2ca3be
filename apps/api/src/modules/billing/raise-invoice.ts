import type { DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import { msg, renderMessage } from '../../lib/messages';
import { notify } from '../notifications/notify';
import { billingInvoiceLines, billingInvoices } from './billing.schema';
import { billDay, invoiceNoOf, liveBusinessIds } from './billing.queries';
import type { plans } from '../../db/tenancy.schema';
import { settleBill } from './settle-bill';

export interface RaiseInvoiceOptions {
  tenantId: number;
  businessId: number;
  plan: typeof plans.$inferSelect;
  kind: 'Renewal' | 'Upgrade';
  periodStart: Date;
  periodEnd: Date;
  dueDate: Date;
  now: Date;
  userId: number | null;
}

/**
 * One month of a plan, billed in the caller's transaction. A renewal that already exists for the period
 * (the job ran twice) raises nothing and returns null. Credit already paid (an overpayment) is applied at
 * once, so a free plan's invoice or a prepaid one is Paid as it is raised.
 */
export async function raiseInvoice(tx: DbOrTx, options: RaiseInvoiceOptions): Promise<number | null> {
  const { plan } = options;
  const [invoice] = await tx
    .insert(billingInvoices)
    .values({
      tenantId: options.tenantId,
      businessId: options.businessId,
      planId: plan.id,
      kind: options.kind,
      periodStart: options.periodStart,
      periodEnd: options.periodEnd,
      amount: plan.price,
      dueDate: options.dueDate,
    })
    .onConflictDoNothing()
    .returning({ id: billingInvoices.id });
  if (!invoice) return null;
  const description = renderMessage('en', msg('billing.invoiceLine', { plan: plan.name, from: billDay(options.periodStart), to: billDay(options.periodEnd) }));
  await tx.insert(billingInvoiceLines).values({ invoiceId: invoice.id, description, quantity: 1, unitPrice: plan.price, amount: plan.price });
  await settleBill(tx, options.tenantId, options.now);
  const params = {
    invoiceNo: invoiceNoOf(invoice.id),
    plan: plan.name,
    amount: { money: plan.price, currency: plan.currency },
    dueDate: billDay(options.dueDate),
  };
  for (const businessId of await liveBusinessIds(tx, options.tenantId)) {
    await notify(tx, {
      tenantId: options.tenantId,
      businessId,
      category: 3,
      title: msg('billing.notice.invoiceTitle', params),
      message: msg('billing.notice.invoiceBody', params),
    });
  }
  await audit(tx, {
    tenantId: options.tenantId,
    businessId: options.businessId,
    userId: options.userId,
    action: 'raise',
    entity: 'billing-invoice',
    entityId: invoice.id,
    detail: { kind: options.kind, planId: plan.id, amount: plan.price },
  });
  return invoice.id;
}
