import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportResult } from '@dukani/contracts';
import { bulkUploadCustomers } from '@dukani/contracts/routes/bulk-upload-customers';
import { getCustomerImportTemplate } from '@dukani/contracts/routes/get-customer-import-template';
import { apiCall } from '@/lib/api-client';
import { downloadCsv } from '@/lib/format/download-csv';
import { invalidateResources } from '@/api/invalidate';
import { customerKeys } from './customer-keys';

/** H15: the CSV template, fetched with the session's token and saved as a file. */
export function useDownloadCustomerTemplate() {
  return useMutation({ mutationFn: () => downloadCsv(getCustomerImportTemplate) });
}

export interface UploadCustomersOptions {
  businessId: number;
  file: File;
  /** One key per chosen file, reused if the same upload is retried (API.md §1.8). */
  idempotencyKey: string;
}

/** H3: the file as the `file` part; good rows are saved, bad rows reported by line. */
export function useUploadCustomers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ businessId, file, idempotencyKey }: UploadCustomersOptions): Promise<ImportResult> =>
      apiCall(bulkUploadCustomers, { params: { businessId }, files: { file }, idempotencyKey }),
    onSuccess: () => invalidateResources(queryClient, customerKeys),
  });
}
