import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteResult } from '@dukani/contracts';
import { getReceiptSettings as getReceiptSettingsRoute } from '@dukani/contracts/routes/get-receipt-settings';
import { apiCall } from '@/lib/api-client';

export type ReceiptAndRegisterSettings = RouteResult<typeof getReceiptSettingsRoute>;

/** One cache entry for E2: the settings screens write it, the till and the overview read it. */
export const receiptSettingsKey = (businessId: number) => ['settings', 'receipt', businessId] as const;

/** E2: the receipt settings, with the cash-register settings (allowNegativeInventory, …) alongside. */
export function getReceiptSettings(businessId: number, signal?: AbortSignal): Promise<ReceiptAndRegisterSettings> {
  return apiCall(getReceiptSettingsRoute, { params: { businessId }, signal });
}

export function getReceiptSettingsQueryOptions(businessId: number) {
  return queryOptions({ queryKey: receiptSettingsKey(businessId), queryFn: ({ signal }) => getReceiptSettings(businessId, signal) });
}

export function useReceiptSettings(businessId: number | null) {
  return useQuery({ ...getReceiptSettingsQueryOptions(businessId ?? 0), enabled: businessId !== null && businessId > 0 });
}
