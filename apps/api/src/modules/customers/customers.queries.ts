import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Customer } from '@dukani/contracts';
import { balanceOf } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { customerLedger, customers } from './customers.schema';
import { scoped } from '../../lib/scoped';

export type CustomerDbRow = typeof customers.$inferSelect;

export function toCustomer(row: CustomerDbRow): Customer {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    clientName: row.clientName,
    customerInfoCustId: row.businessId,
    active: row.active,
    favourite: row.favourite,
    approved: row.approved,
    billingCompany: row.billingCompany,
    billingAddress: row.billingAddress,
    billingCity: row.billingCity,
    billingPostcode: row.billingPostcode,
    billingCountry: row.billingCountry,
    billingEmail: row.billingEmail,
    billingPhone: row.billingPhone,
  };
}

/** A business's customers that are not deleted, by clientName (API.md §1.5), case left aside. */
export function findLiveCustomerRows(db: DbOrTx, businessId: number): Promise<CustomerDbRow[]> {
  return db
    .select()
    .from(customers)
    .where(and(scoped(customers, { businessId }), isNull(customers.deletedAt)))
    .orderBy(asc(sql`lower(${customers.clientName})`), asc(customers.id));
}

export async function getLiveCustomerRow(db: DbOrTx, id: number): Promise<CustomerDbRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), isNull(customers.deletedAt)));
  return row;
}

/** The live customer of the business holding this (E.164) phone, if any. */
export async function getPhoneHolder(db: DbOrTx, businessId: number, phoneNumber: string): Promise<CustomerDbRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(scoped(customers, { businessId }), eq(customers.phoneNumber, phoneNumber), isNull(customers.deletedAt)));
  return row;
}

/**
 * balance = Σ Credit − Σ Debit per customer (> 0: the customer owes). The sums are NUMERIC in the
 * database; the subtraction is the domain's, in cents. Customers without ledger rows owe 0.
 */
export async function findBalances(db: DbOrTx, customerIds: number[]): Promise<Map<number, number>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({
      customerId: customerLedger.customerId,
      credits: sql<string>`coalesce(sum(${customerLedger.amount}) filter (where ${customerLedger.type} = 'Credit'), 0)`,
      debits: sql<string>`coalesce(sum(${customerLedger.amount}) filter (where ${customerLedger.type} = 'Debit'), 0)`,
    })
    .from(customerLedger)
    .where(inArray(customerLedger.customerId, customerIds))
    .groupBy(customerLedger.customerId);
  return new Map(rows.map((row) => [row.customerId, balanceOf(Number(row.credits), Number(row.debits))]));
}

/** A second add racing ours past the phone check: the partial unique index decides. */
export function isPhoneViolation(err: unknown): boolean {
  for (let cause: unknown = err; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === 'customers_phone_uq';
  }
  return false;
}
