import type { Bundle } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { assertRecordAccess } from '../../lib/record-access';
import type { AuthContext } from '../../lib/auth-context';
import { findBundleRow, withComponents } from './bundles.queries';

export interface GetBundleOptions {
  id: number;
  auth: AuthContext;
}

/** I14: a bundle of another business is 404, like an unknown id. */
export async function getBundle(db: DbOrTx, options: GetBundleOptions): Promise<Bundle> {
  const row = await findBundleRow(db, options.id);
  if (!row) throw notFound('Bundle');
  assertRecordAccess(options.auth, row.businessId, 'Bundle', ['products']);
  const [bundle] = await withComponents(db, [row]);
  return bundle!;
}
