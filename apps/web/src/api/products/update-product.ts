import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, RouteBodyInput } from '@dukani/contracts';
import { updateProduct as updateProductRoute } from '@dukani/contracts/routes/update-product';
import { apiCall } from '@/lib/api-client';
import { productKeys } from './product-keys';
import { bundleKeys } from '@/api/bundles/bundle-keys';
import { invalidateResources } from '@/api/invalidate';

export interface UpdateProductOptions {
  id: number;
  body: RouteBodyInput<typeof updateProductRoute>;
  image: File | null;
  idempotencyKey: string;
}

/**
 * I19: edit a product. The server ignores the product's quantity (stock moves only through
 * movements); a new variant's quantity is its opening stock. Resolves null when the server answered
 * without a result, which product-spec §5 treats as a failed update.
 */
export async function updateProduct({ id, body, image, idempotencyKey }: UpdateProductOptions): Promise<Product | null> {
  const result: Product | null | undefined = await apiCall(updateProductRoute, { params: { id }, body, files: { images: image }, idempotencyKey });
  return result ?? null;
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProduct, onSuccess: () => invalidateResources(queryClient, productKeys, bundleKeys) });
}
