import { and, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { suppliers } from './suppliers.schema';

export interface SupplierRef {
  supplierName: string;
  paymentTerms: string | null;
}

/**
 * Names and payment terms of the business's suppliers among `ids`, deleted ones included: a purchase keeps
 * its supplier's name, and what is owed on it its due date, after the supplier is deleted (N5).
 */
export async function findSupplierRefs(db: DbOrTx, businessId: number, ids: number[]): Promise<Map<number, SupplierRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: suppliers.id, supplierName: suppliers.supplierName, paymentTerms: suppliers.paymentTerms })
    .from(suppliers)
    .where(and(scoped(suppliers, { businessId }), inArray(suppliers.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, { supplierName: row.supplierName, paymentTerms: row.paymentTerms }]));
}
