import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trackAllItems as trackAllItemsRoute } from '@dukani/contracts/routes/track-all-items';
import { apiCall } from '@/lib/api-client';
import { productKeys } from './product-keys';
import { bundleKeys } from '@/api/bundles/bundle-keys';
import { invalidateResources } from '@/api/invalidate';

/** I32: switch stock tracking on for every product of the business (services stay untracked). */
export function trackAllItems(businessId: number): Promise<{ updated: number }> {
  return apiCall(trackAllItemsRoute, { params: { businessId } });
}

export function useTrackAllItems() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: trackAllItems, onSuccess: () => invalidateResources(queryClient, productKeys, bundleKeys) });
}
