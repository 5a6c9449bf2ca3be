import { and, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { expenses } from './expenses.schema';
import { amountPaidSql, livePurchasesOf } from './expenses.queries';

/**
 * What the shop owes each supplier: Σ live purchases − Σ payments towards them, summed as NUMERIC in one
 * statement, so it is exact to the cent and the same sum the purchases' own balances add up to. A supplier
 * with no purchase is absent (owes 0).
 */
export async function findSupplierBalances(db: DbOrTx, businessId: number, supplierIds?: number[]): Promise<Map<number, number>> {
  if (supplierIds && supplierIds.length === 0) return new Map();
  const rows = await db
    .select({ supplierId: expenses.supplierId, balance: sql<string>`sum(${expenses.total} - ${amountPaidSql})` })
    .from(expenses)
    .where(and(livePurchasesOf(businessId), supplierIds ? inArray(expenses.supplierId, supplierIds) : undefined))
    .groupBy(expenses.supplierId);
  return new Map(rows.filter((row) => row.supplierId !== null).map((row) => [row.supplierId!, Number(row.balance)]));
}
