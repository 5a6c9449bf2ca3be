import { and, asc, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { businessDateOf, fromCents, toCents } from '@dukani/domain';
import { moduleKeySchema, type Invoice, type ModuleKey, type Plan, type PlanChange } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { businesses, plans, tenants } from '../../db/tenancy.schema';
import { notFound } from '../../lib/app-error';
import { billingInvoices, billingPlanChanges } from './billing.schema';

/** Bills are in shillings of the platform in Nairobi: their days are East Africa Time days. */
export const billDay = (at: Date) => businessDateOf('KE', at);

// Spelled out: drizzle leaves a single table's columns unqualified, and "id" inside the subquery would be the allocation's.
const paidSql = sql<string>`coalesce((select sum(a.amount) from billing_allocations a where a.invoice_id = "billing_invoices"."id"), 0)`;

const invoiceColumns = {
  id: billingInvoices.id,
  tenantId: billingInvoices.tenantId,
  businessId: billingInvoices.businessId,
  planId: billingInvoices.planId,
  kind: billingInvoices.kind,
  periodStart: billingInvoices.periodStart,
  periodEnd: billingInvoices.periodEnd,
  amount: billingInvoices.amount,
  status: billingInvoices.status,
  dueDate: billingInvoices.dueDate,
  createdOn: billingInvoices.createdOn,
  paid: paidSql,
};

export type InvoiceRow = Awaited<ReturnType<typeof findInvoiceRows>>[number];

function findInvoiceRows(db: DbOrTx, tenantId: number, ...more: SQL[]) {
  return db
    .select(invoiceColumns)
    .from(billingInvoices)
    .where(and(eq(billingInvoices.tenantId, tenantId), ...more));
}

export const invoiceNoOf = (id: number) => `INV-${String(id).padStart(6, '0')}`;

export function toInvoice(row: InvoiceRow): Invoice {
  const paid = fromCents(toCents(Number(row.paid)));
  return {
    invoiceId: row.id,
    invoiceNo: invoiceNoOf(row.id),
    businessId: row.businessId,
    planId: row.planId,
    periodStart: billDay(row.periodStart),
    periodEnd: billDay(row.periodEnd),
    amount: row.amount,
    amountPaid: paid,
    balance: row.status === 'Cancelled' ? 0 : fromCents(Math.max(0, toCents(row.amount) - toCents(paid))),
    status: row.status,
    dueDate: billDay(row.dueDate),
    createdOn: row.createdOn.toISOString(),
  };
}

export async function pageInvoices(db: DbOrTx, tenantId: number, page: number, pageSize: number) {
  const [total] = await db.select({ n: count() }).from(billingInvoices).where(eq(billingInvoices.tenantId, tenantId));
  const rows = await findInvoiceRows(db, tenantId)
    .orderBy(desc(billingInvoices.periodStart), desc(billingInvoices.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total: total?.n ?? 0 };
}

export async function getInvoiceRow(db: DbOrTx, tenantId: number, invoiceId: number): Promise<InvoiceRow> {
  const [row] = await findInvoiceRows(db, tenantId, eq(billingInvoices.id, invoiceId));
  if (!row) throw notFound('Invoice', invoiceId);
  return row;
}

export function findInvoicesByIds(db: DbOrTx, tenantId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return findInvoiceRows(db, tenantId, inArray(billingInvoices.id, ids)).orderBy(asc(billingInvoices.periodStart), asc(billingInvoices.id));
}

/** Invoices still owed, oldest first: the order payments settle them in. */
export function findOpenInvoices(db: DbOrTx, tenantId: number) {
  return findInvoiceRows(db, tenantId, inArray(billingInvoices.status, ['Unpaid', 'PartPaid'])).orderBy(asc(billingInvoices.dueDate), asc(billingInvoices.id));
}

/** Is the period after `periodEnd` already billed (a renewal, or an upgrade that runs past it)? */
export async function hasInvoiceBeyond(db: DbOrTx, tenantId: number, at: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: billingInvoices.id })
    .from(billingInvoices)
    .where(and(eq(billingInvoices.tenantId, tenantId), ne(billingInvoices.status, 'Cancelled'), sql`${billingInvoices.periodEnd} > ${at.toISOString()}`))
    .limit(1);
  return !!row;
}

type PlanRow = typeof plans.$inferSelect;
const isModuleKey = (value: string): value is ModuleKey => moduleKeySchema.safeParse(value).success;

export function toPlan(row: PlanRow): Plan {
  return {
    planId: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    currency: row.currency,
    period: 'Monthly',
    modules: row.modules.filter(isModuleKey),
    maxUsers: row.maxUsers,
    maxBusinesses: row.maxBusinesses,
  };
}

export async function getPlanRow(db: DbOrTx, planId: number): Promise<PlanRow> {
  const [row] = await db.select().from(plans).where(eq(plans.id, planId));
  if (!row) throw notFound('Plan', planId);
  return row;
}

export function findPlanRows(db: DbOrTx) {
  return db.select().from(plans).orderBy(asc(plans.price), asc(plans.id));
}

/** The tenant's live shops: a billing notice goes to each, so whoever runs any of them sees it. */
export async function liveBusinessIds(db: DbOrTx, tenantId: number): Promise<number[]> {
  const rows = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.tenantId, tenantId), isNull(businesses.deletedAt)))
    .orderBy(asc(businesses.id));
  return rows.map((row) => row.id);
}

export type TenantRow = typeof tenants.$inferSelect;

/**
 * The tenant row, locked: every billing write (a payment settling, G9, the cycle) takes it first, so money and
 * plan changes of one tenant run one after the other and always lock in the same order.
 */
export async function lockTenant(tx: DbOrTx, tenantId: number): Promise<TenantRow> {
  const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, tenantId)).for('update');
  if (!tenant) throw notFound('Tenant', tenantId);
  return tenant;
}

export type PlanChangeRow = typeof billingPlanChanges.$inferSelect;

export async function findPendingChange(db: DbOrTx, tenantId: number): Promise<PlanChangeRow | null> {
  const [row] = await db
    .select()
    .from(billingPlanChanges)
    .where(and(eq(billingPlanChanges.tenantId, tenantId), eq(billingPlanChanges.status, 'Pending')));
  return row ?? null;
}

/** The pending change as G3 and G9 show it, with what is still to pay on its invoice. */
export async function getPendingChange(db: DbOrTx, tenantId: number): Promise<PlanChange | null> {
  const change = await findPendingChange(db, tenantId);
  if (!change) return null;
  const plan = await getPlanRow(db, change.toPlanId);
  const invoice = change.invoiceId === null ? null : toInvoice(await getInvoiceRow(db, tenantId, change.invoiceId));
  return {
    kind: change.kind,
    fromPlanId: change.fromPlanId,
    planId: plan.id,
    planName: plan.name,
    requestedOn: change.createdOn.toISOString(),
    effectiveOn: change.effectiveOn?.toISOString() ?? null,
    lapsesOn: change.lapsesOn?.toISOString() ?? null,
    invoiceId: invoice?.invoiceId ?? null,
    invoiceNo: invoice?.invoiceNo ?? null,
    amount: invoice?.amount ?? 0,
    balance: invoice?.balance ?? 0,
  };
}
