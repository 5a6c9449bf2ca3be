import { businessDateOf } from '@dukani/domain';
import type { Tx } from '../../db/client';
import { findLiveProduct } from '../products/product-stock';
import type { SaleForEtims } from '../sales/get-sale-for-etims';
import { findTransactionMovements } from '../stock/find-transaction-movements';
import type { DeviceRow } from './etims.queries';
import type { StockReportLine } from './etims.schema';
import { queueStockReport } from './queue-stock-report';

/**
 * §10 after a signature: a sale's goods go out (`11`), a credit note's goods put back on the shelf come in (`03`),
 * each line with the on-hand quantity now. Called in the transaction that stores the signature, so the movement
 * is reported exactly once. Services and lines that moved no stock are not reported.
 */
export async function queueSaleStock(tx: Tx, sale: SaleForEtims, device: DeviceRow): Promise<void> {
  const isSale = sale.kind === 'Sale';
  const moved = new Map<number, number>();
  for (const movement of await findTransactionMovements(tx, { businessId: sale.businessId, transactionId: sale.id })) {
    const quantity = isSale ? -movement.change : movement.change;
    if (quantity > 0) moved.set(movement.productId, (moved.get(movement.productId) ?? 0) + quantity);
  }
  const lines: StockReportLine[] = [];
  for (const [productId, quantity] of moved) {
    const product = await findLiveProduct(tx, productId);
    if (!product) continue;
    lines.push({ productId, name: product.name, quantity, onHand: Math.max(0, product.quantity), unitCost: product.buyingPrice });
  }
  await queueStockReport(tx, {
    businessId: sale.businessId,
    device,
    sarTyCd: isSale ? '11' : '03',
    occurredOn: businessDateOf('KE', sale.transactionDate),
    transactionId: sale.id,
    counterparty: { custNm: sale.clientName?.slice(0, 100) ?? null },
    lines,
  });
}
