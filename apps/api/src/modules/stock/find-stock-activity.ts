import { and, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { getStockActivity, MovementType, RouteResult } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { users } from '../../db/tenancy.schema';
import { stockMovements } from './stock.schema';
import { notFound } from '../../lib/app-error';
import { assertRecordAccess } from '../../lib/record-access';
import type { AuthContext } from '../../lib/auth-context';
import { getBusinessCountry } from '../business/get-business-country';
import { findLiveProduct, findVariantNames } from '../products/product-stock';
import { businessDayRange } from '../../lib/business-day-range';
import { findReceiptNumbers } from '../sales/find-receipt-numbers';
import { findSupplierRefs } from '../suppliers/find-supplier-refs';

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
  const product = await findLiveProduct(db, options.productId);
  if (!product) throw notFound('Product');
  assertRecordAccess(options.auth, product.businessId, 'Product', ['products']);
  const range = businessDayRange(await getBusinessCountry(db, product.businessId), options.startDate, options.endDate);
  const where = and(
    eq(stockMovements.productId, product.id),
    isNull(stockMovements.deletedAt),
    range.from ? gte(stockMovements.actionDate, range.from) : undefined,
    range.to ? lt(stockMovements.actionDate, range.to) : undefined,
  );
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(stockMovements)
    .where(where);
  const totalRecords = Number(counted?.total ?? 0);
  const rows = await db
    .select({ movement: stockMovements, userName: users.name })
    .from(stockMovements)
    .leftJoin(users, eq(users.id, stockMovements.userId))
    .where(where)
    .orderBy(desc(stockMovements.actionDate), desc(stockMovements.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  // The page's variant names in a second query by primary key: the variant table is the products module's.
  const variantNames = await findVariantNames(db, [...new Set(rows.map((row) => row.movement.variantId).filter((id): id is number => id !== null))]);
  const saleIds = [...new Set(rows.map((row) => row.movement.transactionId).filter((id): id is number => id !== null))];
  const receiptNumbers = await findReceiptNumbers(db, product.businessId, saleIds);
  const supplierIds = rows.map((row) => row.movement.supplierId).filter((id): id is number => id !== null);
  const suppliers = await findSupplierRefs(db, product.businessId, supplierIds);
  return {
    data: rows.map(({ movement, userName }) => ({
      id: movement.id,
      actionDate: movement.actionDate.toISOString(),
      // Written only by recordMovement, whose type option is a MovementType.
      adjustmentType: movement.adjustmentType as MovementType,
      qty: movement.qty,
      change: movement.change,
      quantityBefore: movement.quantityBefore,
      quantityAfter: movement.quantityAfter,
      reason: movement.reason,
      // A sale's movement is described by its receipt number, which the screen words in the user's language;
      // rows written before that carry the English "Receipt 000015" as their note, which would say it twice.
      note: isSaleNote(movement.note, receiptOf(receiptNumbers, movement.transactionId)) ? null : movement.note,
      receiptNo: receiptOf(receiptNumbers, movement.transactionId),
      supplierId: movement.supplierId,
      supplierName: movement.supplierId === null ? null : (suppliers.get(movement.supplierId)?.supplierName ?? null),
      expenseId: movement.expenseId,
      transactionId: movement.transactionId,
      userName,
      kra_Registered: movement.kraRegistered,
      variantId: movement.variantId,
      variantName: movement.variantId === null ? null : (variantNames.get(movement.variantId) ?? null),
    })),
    totalRecords,
    totalPages: Math.ceil(totalRecords / options.pageSize),
    currentPageNumber: options.page,
    pageSize: options.pageSize,
  };
}

const receiptOf = (receipts: Map<number, string>, transactionId: number | null) => (transactionId === null ? null : (receipts.get(transactionId) ?? null));

const isSaleNote = (note: string | null, receiptNo: string | null) => receiptNo !== null && note === `Receipt ${receiptNo}`;
