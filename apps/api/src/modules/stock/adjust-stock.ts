import type { adjustStock as adjustStockContract, Product, RouteBody } from '@dukani/contracts';
import { adjustmentToChange } from '@dukani/domain';
import type { Db } from '../../db/client';
import { invalid } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { applyStockRequest } from './apply-stock-request';

export interface AdjustStockOptions {
  auth: AuthContext;
  input: RouteBody<typeof adjustStockContract>;
}

/**
 * I29: correct stock. Increase and Decrease move by qty, Set makes qty the count. Going below 0 is
 * OUT_OF_STOCK (from recordMovement) unless the business allows negative inventory.
 */
export async function adjustStock(db: Db, options: AdjustStockOptions): Promise<Product> {
  const { input } = options;
  const type = input.adjustmentType;
  if (!type) throw invalid('adjustmentType', 'stock.adjustmentTypeRequired');
  if (type !== 'Set' && !(input.qty > 0)) throw invalid('qty', 'stock.qtyToChange');
  return applyStockRequest(db, {
    ...options,
    type,
    ...adjustmentToChange(type, input.qty),
    auditAction: 'adjust',
  });
}
