import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bundles } from './bundles.schema';
import { notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { assertRecordAccess } from '../../lib/record-access';
import type { AuthContext } from '../../lib/auth-context';

export interface DeleteBundleOptions {
  id: number;
  auth: AuthContext;
}

/** I13: a soft delete; past sales of the bundle keep their lines. Its products become deletable again. */
export async function deleteBundle(db: Db, options: DeleteBundleOptions): Promise<null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(bundles)
      .where(and(eq(bundles.id, options.id), isNull(bundles.deletedAt)))
      .for('update');
    if (!row) throw notFound('Bundle');
    assertRecordAccess(options.auth, row.businessId, 'Bundle', ['products']);
    await tx.update(bundles).set({ deletedAt: new Date() }).where(eq(bundles.id, row.id));
    await audit(tx, {
      tenantId: row.tenantId,
      businessId: row.businessId,
      userId: options.auth.userId,
      action: 'delete',
      entity: 'bundle',
      entityId: row.id,
      detail: { name: row.name },
    });
    return null;
  });
}
