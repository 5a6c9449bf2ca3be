import { useMutation } from '@tanstack/react-query';
import { exportBusinessData as exportBusinessDataRoute } from '@dukani/contracts/routes/export-business-data';
import { apiDownload } from '@/lib/api-download';
import { saveBlob } from '@/lib/format/download-csv';

/** C6 (Owner only): the shop's records as a zip of CSV files, saved under the name the server gives it. */
export async function downloadBusinessData(businessId: number, onProgress?: (bytes: number) => void): Promise<string> {
  const { blob, fileName } = await apiDownload(exportBusinessDataRoute, { params: { businessId }, ...(onProgress ? { onProgress } : {}) });
  const name = fileName ?? `shop-data-${businessId}.zip`;
  saveBlob(name, blob);
  return name;
}

/** Reads nothing any screen shows, so it invalidates nothing. */
export function useDownloadBusinessData(onProgress: (bytes: number) => void) {
  return useMutation({ mutationFn: (businessId: number) => downloadBusinessData(businessId, onProgress) });
}
