import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { customers } from './customers.schema';

/**
 * Whether the shop deleted this customer (H6). For the sales module: a receipt opened from its public link then
 * leaves out the phone number the sale stored, since the customer asked to be gone.
 */
export async function isCustomerDeleted(db: DbOrTx, businessId: number, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), scoped(customers, { businessId }), isNotNull(customers.deletedAt)));
  return row !== undefined;
}
