import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Bundle, RouteBodyInput } from '@dukani/contracts';
import { updateBundle as updateBundleRoute } from '@dukani/contracts/routes/update-bundle';
import { apiCall } from '@/lib/api-client';
import { bundleKeys } from './bundle-keys';
import { productKeys } from '@/api/products/product-keys';
import { invalidateResources } from '@/api/invalidate';

export interface UpdateBundleOptions {
  id: number;
  data: RouteBodyInput<typeof updateBundleRoute>;
  /** A new image; null keeps the stored one. */
  image: File | null;
}

/** I12: edit a bundle. */
export function updateBundle({ id, data, image }: UpdateBundleOptions): Promise<Bundle> {
  return apiCall(updateBundleRoute, { params: { id }, body: data, files: { images: image } });
}

export function useUpdateBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBundle,
    onSuccess: (bundle) => {
      queryClient.setQueryData(bundleKeys.detail(bundle.id), bundle);
      return invalidateResources(queryClient, bundleKeys, productKeys);
    },
  });
}
