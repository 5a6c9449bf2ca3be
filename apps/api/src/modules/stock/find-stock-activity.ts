import { and, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { getStockActivity, MovementType, RouteResult } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { productVariants, stockMovements, users } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { assertRecordAccess, type AuthContext } from '../../plugins/authorize';
import { getBusinessCountry } from '../business/get-business-country';
import { findProductRow } from '../products/products.queries';
import { businessDayRange } from './business-day-range';

export interface FindStockActivityOptions {
  productId: number;
  auth: AuthContext;
  startDate?: string;
  endDate?: string;
  page: number;
  pageSize: number;
}

/** I28: a product's visible movements (I30/I31 hide rows), newest first, paged. */
export async function findStockActivity(db: Db, options: FindStockActivityOptions): Promise<RouteResult<typeof getStockActivity>> {
  const product = await findProductRow(db, options.productId);
  if (!product) throw notFound('Product');
  assertRecordAccess(options.auth, product.businessId, 'Product', ['products']);
  const range = businessDayRange(await getBusinessCountry(db, product.businessId), options.startDate, options.endDate);
  const where = and(
    eq(stockMovements.productId, product.id),
    isNull(stockMovements.deletedAt),
    range.from ? gte(stockMovements.actionDate, range.from) : undefined,
    range.to ? lt(stockMovements.actionDate, range.to) : undefined,
  );
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(stockMovements).where(where);
  const totalRecords = Number(counted?.total ?? 0);
  const rows = await db
    .select({ movement: stockMovements, userName: users.name, variantName: productVariants.name })
    .from(stockMovements)
    .leftJoin(users, eq(users.id, stockMovements.userId))
    .leftJoin(productVariants, eq(productVariants.id, stockMovements.variantId))
    .where(where)
    .orderBy(desc(stockMovements.actionDate), desc(stockMovements.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  return {
    data: rows.map(({ movement, userName, variantName }) => ({
      id: movement.id,
      actionDate: movement.actionDate.toISOString(),
      // Written only by recordMovement, whose type option is a MovementType.
      adjustmentType: movement.adjustmentType as MovementType,
      qty: movement.qty,
      change: movement.change,
      quantityBefore: movement.quantityBefore,
      quantityAfter: movement.quantityAfter,
      reason: movement.reason,
      note: movement.note,
      supplierId: movement.supplierId,
      transactionId: movement.transactionId,
      userName,
      kra_Registered: movement.kraRegistered,
      variantId: movement.variantId,
      variantName,
    })),
    totalRecords,
    totalPages: Math.ceil(totalRecords / options.pageSize),
    currentPageNumber: options.page,
    pageSize: options.pageSize,
  };
}
