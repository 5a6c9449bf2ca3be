import type { Product } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { assertRecordAccess } from '../../lib/record-access';
import type { AuthContext } from '../../lib/auth-context';
import { findProductRow, withExtras } from './products.queries';

export interface GetProductOptions {
  id: number;
  /** When given, the product must belong to a business the caller may use products in. */
  auth?: AuthContext;
}

/** I18, and the answer of every route that changes one product (I19, I27, I29). */
export async function getProduct(db: DbOrTx, options: GetProductOptions): Promise<Product> {
  const row = await findProductRow(db, options.id);
  if (!row) throw notFound('Product');
  if (options.auth) assertRecordAccess(options.auth, row.businessId, 'Product', ['products']);
  const [product] = await withExtras(db, [row]);
  return product!;
}
