import { useMutation } from '@tanstack/react-query';
import type { Product, StockAdjustment } from '@dukani/contracts';
import { adjustStock as adjustStockRoute } from '@dukani/contracts/routes/adjust-stock';
import { apiCall } from '@/lib/api-client';
import { useAfterMovement } from './use-after-movement';

export interface AdjustStockOptions {
  body: StockAdjustment;
  /** One key per user action, reused on retry (API.md §1.8). */
  idempotencyKey: string;
}

/** I29: correct stock by Increase, Decrease or Set; below 0 is 409 OUT_OF_STOCK unless negative stock is allowed. */
export function adjustStock({ body, idempotencyKey }: AdjustStockOptions): Promise<Product> {
  return apiCall(adjustStockRoute, { body, idempotencyKey });
}

export function useAdjustStock() {
  const afterMovement = useAfterMovement();
  return useMutation({ mutationFn: adjustStock, onSuccess: afterMovement });
}
