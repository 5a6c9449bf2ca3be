import { eq } from 'drizzle-orm';
import type { RouteBody, Supplier, updateSupplier as updateSupplierContract } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { findSupplierBalances } from '../expenses/find-supplier-balances';
import { supplierColumns } from './create-supplier';
import { getOwnedSupplier } from './get-owned-supplier';
import { suppliers } from './suppliers.schema';
import { isSupplierNameTaken, toSupplier, type SupplierRow } from './suppliers.queries';

export interface UpdateSupplierOptions {
  auth: AuthContext;
  id: number;
  input: RouteBody<typeof updateSupplierContract>;
  /** Absent keeps the terms; '' clears them. */
  paymentTerms: string | null | undefined;
}

/** N4: the supplier stays in its business (body businessId must be it); a name another live supplier has is 409. */
export async function updateSupplier(db: Db, options: UpdateSupplierOptions): Promise<Supplier> {
  const { auth, input } = options;
  return db.transaction(async (tx) => {
    const before = await getOwnedSupplier(tx, auth, options.id);
    if (input.businessId !== before.businessId) throw notFound('Supplier', options.id);
    if (await isSupplierNameTaken(tx, before.businessId, input.supplierName, before.id)) {
      throw conflict('DUPLICATE', 'supplier.duplicate', { name: input.supplierName });
    }
    const [row] = (await tx
      .update(suppliers)
      .set({ ...supplierColumns(input), ...(options.paymentTerms === undefined ? {} : { paymentTerms: options.paymentTerms || null }) })
      .where(eq(suppliers.id, before.id))
      .returning()) as [SupplierRow];
    await audit(tx, {
      tenantId: auth.tenantId,
      businessId: before.businessId,
      userId: auth.userId,
      action: 'update',
      entity: 'supplier',
      entityId: before.id,
      detail: { before },
    });
    const balances = await findSupplierBalances(tx, row.businessId, [row.id]);
    return toSupplier(row, balances.get(row.id) ?? 0);
  });
}
