import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { suppliers } from './suppliers.schema';

/**
 * Which of `ids` are live, active suppliers of the business: a product or a stock receipt may only name those
 * (N5 deletes a supplier by turning isActive off, so an inactive one counts as gone).
 */
export async function findLiveSupplierIds(db: DbOrTx, businessId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(scoped(suppliers, { businessId }), inArray(suppliers.id, ids), isNull(suppliers.deletedAt), eq(suppliers.isActive, true)));
  return new Set(rows.map((row) => row.id));
}
