import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from './customers.schema';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { getOwnedCustomer } from './get-owned-customer';

export interface DeleteCustomerOptions {
  id: number;
  auth: AuthContext;
}

/**
 * H6: soft delete. The row stays for past sales and the ledger; deleted_at hides it from H1/H16 and takes
 * it out of the partial unique phone index, so the number can be given to a new customer.
 */
export async function deleteCustomer(db: Db, options: DeleteCustomerOptions): Promise<null> {
  const { auth, id } = options;
  const row = await getOwnedCustomer(db, auth, id);
  await db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({ deletedAt: new Date() })
      .where(and(eq(customers.id, id), isNull(customers.deletedAt)));
    await audit(tx, {
      tenantId: auth.tenantId,
      businessId: row.businessId,
      userId: auth.userId,
      action: 'delete',
      entity: 'customer',
      entityId: id,
      detail: { clientName: row.clientName, phoneNumber: row.phoneNumber },
    });
  });
  return null;
}
