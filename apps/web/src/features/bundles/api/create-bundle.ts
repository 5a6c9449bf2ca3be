import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createBundle as createBundleRoute, type Bundle, type RouteBodyInput } from '@dukani/contracts';
import { apiCall } from '@/lib/api-client';
import { bundleKeys, PRODUCT_LIST_KEY } from './bundle-keys';

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
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: bundleKeys.all }), queryClient.invalidateQueries({ queryKey: PRODUCT_LIST_KEY })]),
  });
}
