import type { Product, RouteBody, updateStock as updateStockContract } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { invalid } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { applyStockRequest } from './apply-stock-request';

export interface UpdateStockOptions {
  auth: AuthContext;
  input: RouteBody<typeof updateStockContract>;
}

/** I27: receive stock. qty is added as a Receive movement; given prices become the new prices. */
export async function updateStock(db: Db, options: UpdateStockOptions): Promise<Product> {
  if (!(options.input.qty > 0)) throw invalid('qty', 'stock.qtyToReceive');
  return applyStockRequest(db, { ...options, type: 'Receive', mode: 'add', quantity: options.input.qty, canGoNegative: true, auditAction: 'receive' });
}
