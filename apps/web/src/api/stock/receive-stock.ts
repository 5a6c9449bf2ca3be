import { useMutation } from '@tanstack/react-query';
import type { Product, StockAdjustment } from '@dukani/contracts';
import { updateStock } from '@dukani/contracts/routes/update-stock';
import { apiCall } from '@/lib/api-client';
import { useAfterMovement } from './use-after-movement';

export interface ReceiveStockOptions {
  body: StockAdjustment;
  /** One key per user action, reused on retry (API.md §1.8). */
  idempotencyKey: string;
}

/** I27: add received stock (a Receive movement), optionally with new prices and the supplier. */
export function receiveStock({ body, idempotencyKey }: ReceiveStockOptions): Promise<Product> {
  return apiCall(updateStock, { body, idempotencyKey });
}

export function useReceiveStock() {
  const afterMovement = useAfterMovement();
  return useMutation({ mutationFn: receiveStock, onSuccess: afterMovement });
}
