import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, RouteBodyInput } from '@dukani/contracts';
import { addProduct as addProductRoute } from '@dukani/contracts/routes/add-product';
import { apiCall } from '@/lib/api-client';
import { productKeys } from './product-keys';
import { bundleKeys } from '@/api/bundles/bundle-keys';
import { invalidateResources } from '@/api/invalidate';

export interface AddProductOptions {
  body: RouteBodyInput<typeof addProductRoute>;
  /** The picked picture, sent as the `images` part (the call becomes multipart). */
  image: File | null;
  /** One per save action, reused when the same save is retried (API.md §1.8). */
  idempotencyKey: string;
}

/** I10: add a product or service; its quantity (and each variant's) is the opening stock. */
export function addProduct({ body, image, idempotencyKey }: AddProductOptions): Promise<Product> {
  return apiCall(addProductRoute, { body, files: { images: image }, idempotencyKey });
}

export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addProduct, onSuccess: () => invalidateResources(queryClient, productKeys, bundleKeys) });
}
