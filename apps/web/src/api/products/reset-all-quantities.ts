import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resetAllQuantities as resetAllQuantitiesRoute } from '@dukani/contracts/routes/reset-all-quantities';
import { apiCall } from '@/lib/api-client';
import { productKeys } from './product-keys';
import { bundleKeys } from '@/api/bundles/bundle-keys';
import { invalidateResources } from '@/api/invalidate';

export interface ResetAllQuantitiesOptions {
  businessId: number;
  /** One per confirmed reset, so a retried request never writes the Reset movements twice. */
  idempotencyKey: string;
}

/** I25 (Owner only): every tracked product's quantity to 0, each as a Reset movement. */
export function resetAllQuantities({ businessId, idempotencyKey }: ResetAllQuantitiesOptions): Promise<{ updated: number }> {
  return apiCall(resetAllQuantitiesRoute, { params: { businessId }, idempotencyKey });
}

export function useResetAllQuantities() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetAllQuantities, onSuccess: () => invalidateResources(queryClient, productKeys, bundleKeys) });
}
