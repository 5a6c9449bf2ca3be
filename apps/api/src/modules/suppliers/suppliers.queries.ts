import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Supplier } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { suppliers } from './suppliers.schema';
import { scoped } from '../../lib/scoped';

export type SupplierRow = typeof suppliers.$inferSelect;

/** balance: what the shop owes the supplier (expenses/find-supplier-balances). */
export function toSupplier(row: SupplierRow, balance = 0): Supplier {
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
    balance,
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

/** A live supplier of any business by id; the caller checks access. */
export async function findLiveSupplierRow(db: DbOrTx, id: number): Promise<SupplierRow | undefined> {
  const [row] = await db
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.id, id), isNull(suppliers.deletedAt)));
  return row;
}

/** Whether a live supplier of the business other than `exceptId` already has this name, in any case. */
export async function isSupplierNameTaken(db: DbOrTx, businessId: number, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(
      and(
        scoped(suppliers, { businessId }),
        isNull(suppliers.deletedAt),
        sql`lower(${suppliers.supplierName}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(suppliers.id, exceptId),
      ),
    );
  return Boolean(row);
}
