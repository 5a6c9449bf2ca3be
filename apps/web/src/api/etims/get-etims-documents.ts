import { useQuery } from '@tanstack/react-query';
import type { EtimsDocumentState } from '@dukani/contracts';
import { getEtimsDocuments } from '@dukani/contracts/routes/get-etims-documents';
import { apiCall } from '@/lib/api-client';
import { etimsKeys } from './etims-keys';

/**
 * P18: sales and credit notes with their state, and the banner's counts. Asked again every minute while open, so
 * a backlog draining after an outage shows without reloading.
 */
export function useEtimsDocuments(businessId: number | null, state: EtimsDocumentState | null = null, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: etimsKeys.documents(businessId ?? 0, state),
    queryFn: ({ signal }) => apiCall(getEtimsDocuments, { query: { businessId: businessId ?? 0, ...(state ? { state } : {}) }, signal }),
    enabled: businessId !== null && (options.enabled ?? true),
    refetchInterval: 60_000,
  });
}
