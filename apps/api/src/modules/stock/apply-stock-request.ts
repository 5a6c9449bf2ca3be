import { businessDateOf } from '@dukani/domain';
import type { MovementType, Product, RouteBody, updateStock as updateStockContract } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { assertQuantityFits } from '../../lib/quantity-rule';
import { queueStockReport } from '../etims/queue-stock-report';
import { getProduct } from '../products/get-product';
import { allowsNegativeInventory } from '../settings/allows-negative-inventory';
import { recordMovement } from './record-movement';
import { applyStockPrices, assertSupplierOf, lockOwnProduct } from './stock.queries';

export interface ApplyStockRequestOptions {
  auth: AuthContext;
  /** I27 and I29 share the StockAdjustment body. */
  input: RouteBody<typeof updateStockContract>;
  type: MovementType;
  mode: 'add' | 'set';
  /** Signed for 'add'; the new count for 'set'. */
  quantity: number;
  /** Receiving only adds, so the negative-inventory rule need not be read. */
  canGoNegative?: boolean;
  auditAction: string;
}

/**
 * The body of I27 and I29: one transaction that locks the caller's product, checks the supplier,
 * records the movement, applies any new prices and audits. Every read uses that transaction: the row
 * lock queues concurrent requests, and a second pool connection taken while holding it could starve
 * the pool.
 */
export async function applyStockRequest(db: Db, options: ApplyStockRequestOptions): Promise<Product> {
  const { auth, input } = options;
  return db.transaction(async (tx) => {
    const product = await lockOwnProduct(tx, input.id, auth);
    await assertSupplierOf(tx, product.businessId, input.supplierId);
    // Setting a count to 0 is allowed; any other quantity must fit the product's unit.
    if (options.quantity !== 0) assertQuantityFits('qty', Math.abs(options.quantity), { unitId: product.unitId, name: product.name, use: 'counted' });
    const movement = await recordMovement(tx, {
      tenantId: product.tenantId,
      businessId: product.businessId,
      productId: product.id,
      variantId: input.variantId || null,
      type: options.type,
      mode: options.mode,
      quantity: options.quantity,
      allowNegative: options.canGoNegative ?? (await allowsNegativeInventory(tx, product.businessId)),
      userId: auth.userId,
      reason: input.reason,
      note: input.note,
      supplierId: input.supplierId,
      kraRegistered: input.kra_Registered ?? false,
      ...(input.transactionDate ? { actionDate: new Date(input.transactionDate) } : {}),
    });
    const prices = await applyStockPrices(tx, product, input.variantId, input);
    await audit(tx, {
      tenantId: product.tenantId,
      businessId: product.businessId,
      userId: auth.userId,
      action: options.auditAction,
      entity: 'stock',
      entityId: movement.movementId,
      detail: {
        productId: product.id,
        variantId: input.variantId || null,
        adjustmentType: options.type,
        ...movement,
        prices,
        supplierId: input.supplierId || null,
      },
    });
    const updated = await getProduct(tx, { id: product.id });
    // §10: a count correction (I29) and stock received as registered with the authority (I27 kra_Registered)
    // are reported to it: `06` in, `16` out, with the on-hand after the movement.
    if (movement.change !== 0 && (options.type !== 'Receive' || input.kra_Registered))
      await queueStockReport(tx, {
        businessId: product.businessId,
        sarTyCd: movement.change > 0 ? '06' : '16',
        // The authority's ocrnDt is the shop's calendar day (Nairobi), not UTC's: they differ from 21:00 UTC.
        occurredOn: businessDateOf('KE', input.transactionDate ? new Date(input.transactionDate) : new Date()),
        lines: [
          {
            productId: product.id,
            name: updated.name,
            quantity: Math.abs(movement.change),
            onHand: Math.max(0, updated.quantity),
            unitCost: updated.buyingPrice,
          },
        ],
      });
    return updated;
  });
}
