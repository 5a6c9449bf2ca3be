import type { Product, RouteBody, updateStock as updateStockContract } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { invalid } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../plugins/authorize';
import { getProduct } from '../products/get-product';
import { recordMovement } from './record-movement';
import { applyStockPrices, assertSupplierOf, lockOwnProduct } from './stock.queries';

export interface UpdateStockOptions {
  auth: AuthContext;
  input: RouteBody<typeof updateStockContract>;
}

/**
 * I27: receive stock. qty is added as a Receive movement; given prices become the new prices. Every
 * read and write uses the one transaction: the product row lock queues concurrent receipts, and a
 * second pool connection taken while holding it could starve the pool.
 */
export async function updateStock(db: Db, options: UpdateStockOptions): Promise<Product> {
  const { auth, input } = options;
  if (!(input.qty > 0)) throw invalid('qty', 'qty must be more than 0 to receive stock');
  return db.transaction(async (tx) => {
    const product = await lockOwnProduct(tx, input.id, auth);
    await assertSupplierOf(tx, product.businessId, input.supplierId);
    const movement = await recordMovement(tx, {
      tenantId: product.tenantId,
      businessId: product.businessId,
      productId: product.id,
      variantId: input.variantId || null,
      type: 'Receive',
      mode: 'add',
      quantity: input.qty,
      // Receiving only adds, so the negative-inventory rule cannot apply.
      allowNegative: true,
      userId: auth.userId,
      reason: input.reason,
      note: input.note,
      supplierId: input.supplierId,
      // Stored only for now: reporting the stock-in to the tax authority arrives with the eTIMS issue,
      // as an outbox row written in this transaction.
      kraRegistered: input.kra_Registered ?? false,
      ...(input.transactionDate ? { actionDate: new Date(input.transactionDate) } : {}),
    });
    const prices = await applyStockPrices(tx, product, input.variantId, input);
    await audit(tx, {
      tenantId: product.tenantId,
      businessId: product.businessId,
      userId: auth.userId,
      action: 'receive',
      entity: 'stock',
      entityId: movement.movementId,
      detail: { productId: product.id, variantId: input.variantId || null, ...movement, prices, supplierId: input.supplierId || null },
    });
    return getProduct(tx, { id: product.id });
  });
}
