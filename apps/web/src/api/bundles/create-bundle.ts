import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Bundle, RouteBodyInput } from '@dukani/contracts';
import { createBundle as createBundleRoute } from '@dukani/contracts/routes/create-bundle';
import { apiCall } from '@/lib/api-client';
import { bundleKeys } from './bundle-keys';
import { productKeys } from '@/api/products/product-keys';
import { invalidateResources } from '@/api/invalidate';

export interface CreateBundleOptions {
  data: RouteBodyInput<typeof createBundleRoute>;
  image: File | null;
}

/** I11: create a bundle of the business's products; the image goes as the `images` part. */
export function createBundle({ data, image }: CreateBundleOptions): Promise<Bundle> {
  return apiCall(createBundleRoute, { body: data, files: { images: image } });
}

export function useCreateBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBundle,
    onSuccess: () => invalidateResources(queryClient, bundleKeys, productKeys),
  });
}
