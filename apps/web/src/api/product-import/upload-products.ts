import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportResult } from '@dukani/contracts';
import { bulkUploadProducts } from '@dukani/contracts/routes/bulk-upload-products';
import { apiCall } from '@/lib/api-client';
import { bundleKeys } from '@/api/bundles/bundle-keys';
import { categoryKeys } from '@/api/categories/category-keys';
import { invalidateResources } from '@/api/invalidate';
import { productKeys } from '@/api/products/product-keys';

export interface UploadProductsOptions {
  businessId: number;
  file: File;
  /** One key per chosen file, reused if the same upload is retried (API.md §1.8). */
  idempotencyKey: string;
}

/** I15: import a CSV from the I41 template as the `Product` part; good rows are saved, bad rows reported. */
export function uploadProducts({ businessId, file, idempotencyKey }: UploadProductsOptions): Promise<ImportResult> {
  return apiCall(bulkUploadProducts, { params: { businessId }, files: { Product: file }, idempotencyKey });
}

export function useUploadProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProducts,
    // Imported rows are products, possibly in new categories, and bundles count their stock.
    onSuccess: () => invalidateResources(queryClient, productKeys, categoryKeys, bundleKeys),
  });
}
