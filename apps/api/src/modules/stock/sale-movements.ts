import { sql, type SQL } from 'drizzle-orm';
import { stockMovements } from './stock.schema';

export interface SaleMovements {
  tenantId: number;
  businessId: number;
  userId: number;
  transactionId: number;
  actionDate: Date;
}

const m = stockMovements;
const columns = [
  m.tenantId.name,
  m.businessId.name,
  m.productId.name,
  m.variantId.name,
  m.adjustmentType.name,
  m.qty.name,
  m.change.name,
  m.quantityBefore.name,
  m.quantityAfter.name,
  m.transactionId.name,
  m.userId.name,
  m.actionDate.name,
].map((name) => sql.identifier(name));

/**
 * The `Sale` movements of a sale, for the sale's write statement: one row per row of its `taken` CTE
 * (saleStockCtes), the same rows recordMovement writes one by one (before/after, the change, the sale's id; the
 * history shows the receipt number from transactionId, in the reader's language, so no note).
 */
export function saleMovementsInsert(sale: SaleMovements): SQL {
  return sql`insert into ${m} (${sql.join(columns, sql`, `)})
    select ${sale.tenantId}::int, ${sale.businessId}::int, product_id, variant_id, 'Sale', abs(before - after), after - before, before, after,
      ${sale.transactionId}::int, ${sale.userId}::int, ${sale.actionDate.toISOString()}::timestamptz
    from taken`;
}
