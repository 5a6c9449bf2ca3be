import type { addSupplier, RouteBody, Supplier } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { conflict } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { suppliers } from './suppliers.schema';
import { isSupplierNameTaken, toSupplier } from './suppliers.queries';

export interface CreateSupplierOptions {
  auth: AuthContext;
  input: RouteBody<typeof addSupplier>;
  paymentTerms: string | null | undefined;
}

/** The stored columns of N2/N4's body: blanks become null. */
export function supplierColumns(input: RouteBody<typeof addSupplier>) {
  return {
    supplierName: input.supplierName,
    supplierEmail: input.supplierEmail || null,
    supplierPhoneNumber: input.supplierPhoneNumber || null,
    kraPin: input.kraPin || null,
    billingAddress: input.billingAddress || null,
    county: input.county || null,
    bankAccount: input.bankAccount || null,
    bankName: input.bankName || null,
    branchName: input.branchName || null,
    swiftCode: input.swiftCode || null,
    postalCode: input.postalCode || null,
  };
}

/** N2 (and each row of N9): a name a live supplier of the business already has, in any case, is 409 DUPLICATE. */
export async function createSupplier(db: DbOrTx, options: CreateSupplierOptions): Promise<Supplier> {
  const { auth, input } = options;
  return db.transaction(async (tx) => {
    if (await isSupplierNameTaken(tx, input.businessId, input.supplierName)) throw conflict('DUPLICATE', 'supplier.duplicate', { name: input.supplierName });
    const [row] = await tx
      .insert(suppliers)
      .values({
        tenantId: auth.tenantId,
        businessId: input.businessId,
        createdById: auth.userId,
        ...supplierColumns(input),
        paymentTerms: options.paymentTerms || null,
      })
      .returning();
    await audit(tx, { tenantId: auth.tenantId, businessId: input.businessId, userId: auth.userId, action: 'create', entity: 'supplier', entityId: row!.id });
    return toSupplier(row!);
  });
}
