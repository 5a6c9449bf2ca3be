import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stockMovements } from './stock.schema';
import { notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { assertRecordAccess } from '../../lib/record-access';
import type { AuthContext } from '../../lib/auth-context';

export interface DeleteStockHistoryOptions {
  id: number;
  auth: AuthContext;
}

/** I30: hides one history row. The movement stays (nothing a shop records is erased) and quantity is untouched. */
export async function deleteStockHistory(db: Db, options: DeleteStockHistoryOptions): Promise<null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: stockMovements.id, tenantId: stockMovements.tenantId, businessId: stockMovements.businessId, productId: stockMovements.productId })
      .from(stockMovements)
      .where(and(eq(stockMovements.id, options.id), isNull(stockMovements.deletedAt)));
    if (!row) throw notFound('StockHistoryRow');
    assertRecordAccess(options.auth, row.businessId, 'StockHistoryRow', ['products']);
    await tx.update(stockMovements).set({ deletedAt: new Date() }).where(eq(stockMovements.id, row.id));
    await audit(tx, {
      tenantId: row.tenantId,
      businessId: row.businessId,
      userId: options.auth.userId,
      action: 'hide',
      entity: 'stock_movement',
      entityId: row.id,
      detail: { productId: row.productId },
    });
    return null;
  });
}
