import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { products } from './products.schema';

/** Stores the item code the tax authority registered, so the catalog's code searches (I35–I37) find the item. */
export async function recordItemCode(db: DbOrTx, options: { businessId: number; productId: number; itemCode: string }): Promise<void> {
  await db
    .update(products)
    .set({ itemCode: options.itemCode })
    .where(and(scoped(products, options), eq(products.id, options.productId)));
}
