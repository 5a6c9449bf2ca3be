import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkUploadProducts, type ImportResult } from '@dukani/contracts';
import { apiCall } from '@/lib/api-client';

/** Lists that show imported products and category counts (owned by the products and categories features). */
const CHANGED_KEYS = [['products'], ['categories']] as const;

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
    onSuccess: () => Promise.all(CHANGED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
