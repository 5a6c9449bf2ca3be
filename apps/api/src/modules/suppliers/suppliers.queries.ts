import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Supplier } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { suppliers } from '../../db/schema';

export type SupplierRow = typeof suppliers.$inferSelect;

export function toSupplier(row: SupplierRow): Supplier {
  return {
    id: row.id,
    supplierName: row.supplierName,
    supplierEmail: row.supplierEmail,
    supplierPhoneNumber: row.supplierPhoneNumber,
    businessId: row.businessId,
    createdById: row.createdById,
    isActive: row.isActive,
    kraPin: row.kraPin,
    billingAddress: row.billingAddress,
    county: row.county,
    bankAccount: row.bankAccount,
    bankName: row.bankName,
    branchName: row.branchName,
    swiftCode: row.swiftCode,
    postalCode: row.postalCode,
    paymentTerms: row.paymentTerms,
  };
}

/** A business's suppliers that are not deleted, by name. */
export function findLiveSupplierRows(db: DbOrTx, businessId: number): Promise<SupplierRow[]> {
  return db
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.businessId, businessId), isNull(suppliers.deletedAt)))
    .orderBy(asc(sql`lower(${suppliers.supplierName})`), asc(suppliers.id));
}

/**
 * Which of `ids` are live, active suppliers of the business: a product may only link to those
 * (N5 deletes a supplier by turning isActive off, so an inactive one counts as gone).
 */
export async function findLiveSupplierIds(db: DbOrTx, businessId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.businessId, businessId), inArray(suppliers.id, ids), isNull(suppliers.deletedAt), eq(suppliers.isActive, true)));
  return new Set(rows.map((row) => row.id));
}
