import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportResult } from '@dukani/contracts';
import { bulkUploadSuppliers } from '@dukani/contracts/routes/bulk-upload-suppliers';
import { getSupplierImportTemplate } from '@dukani/contracts/routes/get-supplier-import-template';
import { apiCall } from '@/lib/api-client';
import { downloadCsv } from '@/lib/format/download-csv';
import { invalidateResources } from '@/api/invalidate';
import { supplierKeys } from './supplier-keys';

/** N8: the CSV template, fetched with the session's token and saved as a file. */
export function useDownloadSupplierTemplate() {
  return useMutation({ mutationFn: () => downloadCsv(getSupplierImportTemplate) });
}

/** N9: the file as the `csvFile` part; good rows are saved, bad rows reported by line. */
export function useUploadSuppliers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ businessId, file }: { businessId: number; file: File }): Promise<ImportResult> =>
      apiCall(bulkUploadSuppliers, { params: { businessId }, files: { csvFile: file } }),
    onSuccess: () => invalidateResources(queryClient, supplierKeys),
  });
}
