import type { Bundle } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { bundleItems, bundles } from './bundles.schema';
import { audit } from '../../lib/audit';
import { checkBundleInput, type BundleInputData } from './bundle-rules';
import { withComponents } from './bundles.queries';

export interface CreateBundleOptions {
  tenantId: number;
  userId: number;
  input: BundleInputData;
  imageUrl?: string | null;
}

/** I11: customerInfoCustId is the business (authorisation has checked the caller's link to it). */
export async function createBundle(db: Db, options: CreateBundleOptions): Promise<Bundle> {
  const businessId = options.input.customerInfoCustId;
  return db.transaction(async (tx) => {
    const { columns, items } = await checkBundleInput(tx, businessId, options.input);
    const [row] = await tx
      .insert(bundles)
      .values({ tenantId: options.tenantId, businessId, ...columns, imageUrl: options.imageUrl ?? null })
      .returning();
    await tx.insert(bundleItems).values(items.map((item) => ({ bundleId: row!.id, ...item })));
    await audit(tx, {
      tenantId: options.tenantId,
      businessId,
      userId: options.userId,
      action: 'create',
      entity: 'bundle',
      entityId: row!.id,
      detail: { name: columns.name, price: columns.price, items },
    });
    const [bundle] = await withComponents(tx, [row!]);
    return bundle!;
  });
}
