import { and, asc, isNull, sql } from 'drizzle-orm';
import type { Supplier } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { suppliers } from './suppliers.schema';
import { scoped } from '../../lib/scoped';

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
    .where(and(scoped(suppliers, { businessId }), isNull(suppliers.deletedAt)))
    .orderBy(asc(sql`lower(${suppliers.supplierName})`), asc(suppliers.id));
}
