import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopTill } from '@dukani/contracts';
import { revokeTill as revokeTillRoute } from '@dukani/contracts/routes/revoke-till';
import { apiCall } from '@/lib/api-client';
import { invalidateResources } from '../invalidate';
import { deviceKeys } from './device-keys';

/** T3: the device stops being a till; its cashiers need an SMS code again. */
export function revokeTill(params: { businessId: number; tillId: number }): Promise<ShopTill> {
  return apiCall(revokeTillRoute, { params });
}

export function useRevokeTill() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeTill, onSuccess: () => invalidateResources(queryClient, deviceKeys) });
}
