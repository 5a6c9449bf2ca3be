import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { getOwnedSupplier } from './get-owned-supplier';
import { suppliers } from './suppliers.schema';

/**
 * N5: a soft delete (isActive false, gone from lists and pickers). Its purchases, and what is still owed on
 * them, stay: they are listed by N10 under the supplier's name.
 */
export async function deleteSupplier(db: Db, options: { auth: AuthContext; id: number }): Promise<null> {
  const { auth } = options;
  return db.transaction(async (tx) => {
    const row = await getOwnedSupplier(tx, auth, options.id);
    await tx.update(suppliers).set({ isActive: false, deletedAt: new Date() }).where(eq(suppliers.id, row.id));
    await audit(tx, { tenantId: auth.tenantId, businessId: row.businessId, userId: auth.userId, action: 'delete', entity: 'supplier', entityId: row.id });
    return null;
  });
}
