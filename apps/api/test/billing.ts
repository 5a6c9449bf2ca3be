import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createExpenseCategory } from '@dukani/contracts';
import { billingInvoices, plans, tenants } from '../src/db/schema';
import { clock } from '../src/lib/clock';
import { recordBillPayment } from '../src/modules/billing/record-bill-payment';
import type { TestAppHandle } from './helper';
import type { Owner } from './fixtures';

const DAY_MS = 86_400_000;

/** Puts the owner's paid-until date `days` from the billing clock's now (null: no end, as on a free plan). */
export async function setPlanEnd(t: TestAppHandle, owner: Owner, days: number | null): Promise<Date | null> {
  const end = days === null ? null : new Date(clock.now().getTime() + days * DAY_MS);
  await t.database.db.update(tenants).set({ planExpiresOn: end }).where(eq(tenants.id, owner.tenantId));
  return end;
}

/** The tenant row as billing left it: plan, paid-until date, stored status. */
export async function tenantOf(t: TestAppHandle, owner: Owner) {
  const [row] = await t.database.db.select().from(tenants).where(eq(tenants.id, owner.tenantId));
  return row!;
}

export async function planIdOf(t: TestAppHandle, code: 'starter' | 'business' | 'enterprise'): Promise<number> {
  const [row] = await t.database.db.select({ id: plans.id }).from(plans).where(eq(plans.code, code));
  return row!.id;
}

/** Every invoice of the tenant, oldest first, as stored (kind and status included). */
export function invoicesOf(t: TestAppHandle, owner: Owner) {
  return t.database.db.select().from(billingInvoices).where(eq(billingInvoices.tenantId, owner.tenantId)).orderBy(billingInvoices.id);
}

/**
 * Money for the bill through the billing module's one way in (what G6's claim and G7's paid prompt both call),
 * so these tests do not depend on how a paybill code is matched.
 */
export async function payBill(t: TestAppHandle, owner: Owner, amount: number) {
  return t.database.db.transaction((tx) =>
    recordBillPayment(tx, {
      tenantId: owner.tenantId,
      businessId: owner.businessId,
      paymentCode: `T${crypto.randomUUID().slice(0, 9).toUpperCase()}`,
      phoneNumber: '254712345678',
      amount,
      paidOn: clock.now(),
      createdById: owner.userId,
    }),
  );
}

/** A write of the expenses module: outside the till, so a lapsed plan locks it, and not in the free plan. */
export function writeOutsideTill(t: TestAppHandle, owner: Owner) {
  return t.call(createExpenseCategory, {
    token: owner.token,
    params: { businessId: owner.businessId },
    body: { name: `Rent ${crypto.randomUUID().slice(0, 8)}` },
  });
}
