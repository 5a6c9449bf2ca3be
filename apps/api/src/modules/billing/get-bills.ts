import { asc, eq, min, sql } from 'drizzle-orm';
import { roundMoney, sumMoney } from '@dukani/domain';
import type { BillingSummary, Invoice, InvoiceDetails } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { clock } from '../../lib/clock';
import { billingAllocations, billingInvoiceLines, billingPayments } from './billing.schema';
import { billingAccountOf } from './billing-account';
import { billDay, findOpenInvoices, getInvoiceRow, getPendingChange, pageInvoices, toInvoice } from './billing.queries';

export interface PageResult<T> {
  data: T[];
  totalRecords: number;
  totalPages: number;
  currentPageNumber: number;
  pageSize: number;
}

/** G1: every invoice of the tenant (bills are the tenant's, whichever of its shops asks), newest first. */
export async function getInvoices(db: Db, tenantId: number, page = 1, pageSize = 50): Promise<PageResult<Invoice>> {
  const { rows, total } = await pageInvoices(db, tenantId, page, pageSize);
  return { data: rows.map(toInvoice), totalRecords: total, totalPages: Math.ceil(total / pageSize), currentPageNumber: page, pageSize };
}

/** G2: one invoice, its lines and the part of each payment that went to it. */
export async function getInvoiceDetails(db: Db, tenantId: number, invoiceId: number): Promise<InvoiceDetails> {
  const invoice = toInvoice(await getInvoiceRow(db, tenantId, invoiceId));
  const lines = await db.select().from(billingInvoiceLines).where(eq(billingInvoiceLines.invoiceId, invoiceId)).orderBy(asc(billingInvoiceLines.id));
  // Net per payment: a cancelled invoice's money went back as a reversing allocation (cancel-invoices.ts).
  const payments = await db
    .select({
      paymentCode: billingPayments.paymentCode,
      phoneNumber: billingPayments.phoneNumber,
      amount: sql<string>`sum(${billingAllocations.amount})`,
      paidOn: billingPayments.paidOn,
    })
    .from(billingAllocations)
    .innerJoin(billingPayments, eq(billingPayments.id, billingAllocations.paymentId))
    .where(eq(billingAllocations.invoiceId, invoiceId))
    .groupBy(billingPayments.id)
    .having(sql`sum(${billingAllocations.amount}) > 0`)
    .orderBy(asc(min(billingAllocations.id)));
  return {
    ...invoice,
    lines: lines.map((line) => ({ description: line.description, quantity: line.quantity, unitPrice: line.unitPrice, amount: line.amount })),
    payments: payments.map((p) => ({ ...p, amount: roundMoney(Number(p.amount)), paidOn: p.paidOn.toISOString() })),
  };
}

/** G3: what the tenant owes now (overdue: past its due date), where to pay it by hand (G6), and a change of plan that waits. */
export async function getTotalBill(db: Db, tenantId: number, businessId: number, billingShortCode: string | undefined): Promise<BillingSummary> {
  const open = (await findOpenInvoices(db, tenantId)).map(toInvoice);
  const today = billDay(clock.now());
  return {
    businessId,
    totalDue: sumMoney(open.map((invoice) => invoice.balance)),
    overdueAmount: roundMoney(sumMoney(open.filter((invoice) => invoice.dueDate < today).map((invoice) => invoice.balance))),
    currency: 'KES',
    nextDueDate: open[0]?.dueDate ?? null,
    unpaidInvoices: open.length,
    paybill: billingShortCode ?? null,
    accountReference: billingAccountOf(tenantId),
    pendingChange: await getPendingChange(db, tenantId),
  };
}
