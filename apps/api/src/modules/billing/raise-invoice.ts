import type { DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import { msg, renderMessage, type Message } from '../../lib/messages';
import { notify } from '../notifications/notify';
import { billingInvoiceLines, billingInvoices } from './billing.schema';
import { billDay, invoiceNoOf, liveBusinessIds } from './billing.queries';
import type { plans } from '../../db/tenancy.schema';

export interface RaiseInvoiceOptions {
  tenantId: number;
  businessId: number;
  plan: typeof plans.$inferSelect;
  kind: 'Renewal' | 'Upgrade';
  periodStart: Date;
  periodEnd: Date;
  dueDate: Date;
  userId: number | null;
  /** An upgrade's pro-rata price and its line; a month of the plan when omitted. */
  amount?: number;
  description?: Message;
}

/**
 * One month of a plan (or an upgrade's difference), billed in the caller's transaction; the caller settles the
 * bill after, so credit already paid is applied. A renewal that already exists for the period (the job ran
 * twice) raises nothing and returns null, and so does an amount of 0: a free plan is never billed, and an
 * invoice of nothing must never pass for a payment that extends the plan.
 */
export async function raiseInvoice(tx: DbOrTx, options: RaiseInvoiceOptions): Promise<number | null> {
  const { plan } = options;
  const amount = options.amount ?? plan.price;
  if (amount <= 0) return null;
  const [invoice] = await tx
    .insert(billingInvoices)
    .values({
      tenantId: options.tenantId,
      businessId: options.businessId,
      planId: plan.id,
      kind: options.kind,
      periodStart: options.periodStart,
      periodEnd: options.periodEnd,
      amount,
      dueDate: options.dueDate,
    })
    .onConflictDoNothing()
    .returning({ id: billingInvoices.id });
  if (!invoice) return null;
  const line = options.description ?? msg('billing.invoiceLine', { plan: plan.name, from: billDay(options.periodStart), to: billDay(options.periodEnd) });
  const description = renderMessage('en', line);
  await tx.insert(billingInvoiceLines).values({ invoiceId: invoice.id, description, quantity: 1, unitPrice: amount, amount });
  const params = {
    invoiceNo: invoiceNoOf(invoice.id),
    plan: plan.name,
    amount: { money: amount, currency: plan.currency },
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
    detail: { kind: options.kind, planId: plan.id, amount },
  });
  return invoice.id;
}
