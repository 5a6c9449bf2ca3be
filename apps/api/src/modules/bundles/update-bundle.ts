import { and, eq, isNull } from 'drizzle-orm';
import type { Bundle } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { bundleItems, bundles } from './bundles.schema';
import { invalid, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { assertRecordAccess } from '../../lib/record-access';
import type { AuthContext } from '../../lib/auth-context';
import { checkBundleInput, type BundleInputData } from './bundle-rules';
import { withComponents } from './bundles.queries';

export interface UpdateBundleOptions {
  id: number;
  auth: AuthContext;
  input: BundleInputData;
  /** A new picture replaces the old one; without one the old one stays. */
  imageUrl?: string | null;
}

/** I12: the components are replaced by the list sent. */
export async function updateBundle(db: Db, options: UpdateBundleOptions): Promise<Bundle> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(bundles)
      .where(and(eq(bundles.id, options.id), isNull(bundles.deletedAt)))
      .for('update');
    if (!row) throw notFound('Bundle');
    assertRecordAccess(options.auth, row.businessId, 'Bundle', ['products']);
    if (options.input.customerInfoCustId !== row.businessId) {
      throw invalid('customerInfoCustId', 'bundle.otherBusiness', { id: String(row.businessId) });
    }
    const { columns, items } = await checkBundleInput(tx, row.businessId, options.input);
    const [updated] = await tx
      .update(bundles)
      .set({ ...columns, imageUrl: options.imageUrl ?? row.imageUrl })
      .where(eq(bundles.id, row.id))
      .returning();
    await tx.delete(bundleItems).where(eq(bundleItems.bundleId, row.id));
    await tx.insert(bundleItems).values(items.map((item) => ({ bundleId: row.id, ...item })));
    await audit(tx, {
      tenantId: row.tenantId,
      businessId: row.businessId,
      userId: options.auth.userId,
      action: 'update',
      entity: 'bundle',
      entityId: row.id,
      detail: { name: columns.name, price: columns.price, items, image: options.imageUrl ? 'replaced' : 'kept' },
    });
    const [bundle] = await withComponents(tx, [updated!]);
    return bundle!;
  });
}
