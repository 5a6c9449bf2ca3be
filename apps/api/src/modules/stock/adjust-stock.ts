import type { adjustStock as adjustStockContract, Product, RouteBody } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { invalid } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../plugins/authorize';
import { getProduct } from '../products/get-product';
import { allowsNegativeInventory } from '../settings/allows-negative-inventory';
import { recordMovement } from './record-movement';
import { applyStockPrices, assertSupplierOf, lockOwnProduct } from './stock.queries';

export interface AdjustStockOptions {
  auth: AuthContext;
  input: RouteBody<typeof adjustStockContract>;
}

/**
 * I29: correct stock. Increase and Decrease move by qty, Set makes qty the count. Going below 0 is
 * OUT_OF_STOCK (from recordMovement) unless the business allows negative inventory. As in I27, all
 * work runs on the one transaction that holds the product's row lock.
 */
export async function adjustStock(db: Db, options: AdjustStockOptions): Promise<Product> {
  const { auth, input } = options;
  const type = input.adjustmentType;
  if (!type) throw invalid('adjustmentType', 'adjustmentType is required: Increase, Decrease or Set');
  if (type !== 'Set' && !(input.qty > 0)) throw invalid('qty', `qty must be more than 0 to ${type.toLowerCase()} stock`);
  return db.transaction(async (tx) => {
    const product = await lockOwnProduct(tx, input.id, auth);
    await assertSupplierOf(tx, product.businessId, input.supplierId);
    const movement = await recordMovement(tx, {
      tenantId: product.tenantId,
      businessId: product.businessId,
      productId: product.id,
      variantId: input.variantId || null,
      type,
      mode: type === 'Set' ? 'set' : 'add',
      quantity: type === 'Decrease' ? -input.qty : input.qty,
      allowNegative: await allowsNegativeInventory(tx, product.businessId),
      userId: auth.userId,
      reason: input.reason,
      note: input.note,
      supplierId: input.supplierId,
      // Stored only for now: the stock-in/out report to the tax authority arrives with the eTIMS issue.
      kraRegistered: input.kra_Registered ?? false,
      ...(input.transactionDate ? { actionDate: new Date(input.transactionDate) } : {}),
    });
    const prices = await applyStockPrices(tx, product, input.variantId, input);
    await audit(tx, {
      tenantId: product.tenantId,
      businessId: product.businessId,
      userId: auth.userId,
      action: 'adjust',
      entity: 'stock',
      entityId: movement.movementId,
      detail: { productId: product.id, variantId: input.variantId || null, adjustmentType: type, ...movement, prices },
    });
    return getProduct(tx, { id: product.id });
  });
}
