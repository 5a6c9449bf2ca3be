import { queryOptions, useQuery } from '@tanstack/react-query';
import { getReceiptSettings } from '@dukani/contracts';
import { apiCall } from '@/lib/api-client';

/** E2: receipt settings; a logo or a thank-you message means the owner has made the receipt theirs. */
export const fetchReceiptSettings = (businessId: number, signal?: AbortSignal) => apiCall(getReceiptSettings, { params: { businessId }, signal });

export const receiptSettingsQueryOptions = (businessId: number) =>
  queryOptions({ queryKey: ['receipt-settings', businessId], queryFn: ({ signal }) => fetchReceiptSettings(businessId, signal) });

export const useReceiptSettings = (businessId: number | null) => useQuery({ ...receiptSettingsQueryOptions(businessId ?? 0), enabled: Boolean(businessId) });
