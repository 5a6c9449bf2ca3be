import type { etimsStockIn, etimsStockOut, MovementResult, RouteBody } from '@dukani/contracts';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/app-error';
import { findLiveProduct } from '../products/product-stock';
import { allowsNegativeInventory } from '../settings/allows-negative-inventory';
import { recordMovement } from '../stock/record-movement';
import { getSigningDevice } from './etims.queries';
import type { StockReportLine } from './etims.schema';
import { queueStockReport } from './queue-stock-report';

export interface RecordStockIoOptions {
  auth: AuthContext;
  input: RouteBody<typeof etimsStockIn> | RouteBody<typeof etimsStockOut>;
  direction: 'in' | 'out';
}

/**
 * P3 and P4 (§13 EtimsStockOut / EtimsStockIn): the stock moves here at once (`StockIn` / `StockOut` movements)
 * and the movement is reported to the authority by an outbox job with its own release number (sarNo), so an
 * outage never stops the shop.
 */
export async function recordStockIo(db: Db, o: RecordStockIoOptions): Promise<MovementResult> {
  const { auth, input } = o;
  return db.transaction(async (tx) => {
    const device = await getSigningDevice(tx, input.businessId);
    const allowNegative = await allowsNegativeInventory(tx, input.businessId);
    const lines: StockReportLine[] = [];
    for (const line of input.itemList) {
      await recordMovement(tx, {
        tenantId: auth.tenantId,
        businessId: input.businessId,
        productId: line.productId,
        type: o.direction === 'in' ? 'StockIn' : 'StockOut',
        mode: 'add',
        quantity: o.direction === 'in' ? line.quantity : -line.quantity,
        allowNegative,
        userId: auth.userId,
        reason: `eTIMS ${input.sarTyCd}`,
        kraRegistered: true,
        actionDate: new Date(`${input.occurredDate}T12:00:00Z`),
      });
      const product = await findLiveProduct(tx, line.productId);
      if (!product) throw notFound('Product');
      lines.push({
        productId: product.id,
        name: product.name,
        quantity: line.quantity,
        onHand: Math.max(0, product.quantity),
        unitCost: line.unitCost || product.buyingPrice,
      });
    }
    const report = await queueStockReport(tx, {
      businessId: input.businessId,
      device,
      sarTyCd: input.sarTyCd,
      occurredOn: input.occurredDate,
      orgSarNo: input.originalReleaseNo,
      lines,
      ...(input.counterpartyBranchId ? { counterparty: { custTin: device.tin, custBhfId: input.counterpartyBranchId } } : {}),
    });
    await audit(tx, {
      tenantId: auth.tenantId,
      businessId: input.businessId,
      userId: auth.userId,
      action: o.direction === 'in' ? 'etims.stockIn' : 'etims.stockOut',
      entity: 'EtimsStockReport',
      entityId: String(report?.sarNo ?? 0),
      detail: { sarTyCd: input.sarTyCd, items: lines.length },
    });
    return { releaseNo: report?.sarNo ?? 0, itemCount: lines.length, salesStatus: 2 };
  });
}
