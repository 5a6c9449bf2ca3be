import { useMutation } from '@tanstack/react-query';
import { getProductImportTemplate } from '@dukani/contracts/routes/get-product-import-template';
import { downloadCsv } from '@/lib/format/download-csv';

/** I41: the CSV template (its header row), fetched with the session's token and saved as a file. */
export function downloadTemplate(): Promise<void> {
  return downloadCsv(getProductImportTemplate);
}

export function useDownloadTemplate() {
  return useMutation({ mutationFn: downloadTemplate });
}
