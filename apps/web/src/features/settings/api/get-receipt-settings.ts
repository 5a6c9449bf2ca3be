import { queryOptions, useQuery } from '@tanstack/react-query';
import { getReceiptSettings as getReceiptSettingsRoute, type RouteResult } from '@dukani/contracts';
import { apiCall } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

export type ReceiptAndRegisterSettings = RouteResult<typeof getReceiptSettingsRoute>;

/** E2: the receipt settings, with the cash-register settings alongside. */
export function getReceiptSettings(businessId: number): Promise<ReceiptAndRegisterSettings> {
  return apiCall(getReceiptSettingsRoute, { params: { businessId } });
}

export function getReceiptSettingsQueryOptions(businessId: number) {
  return queryOptions({ queryKey: settingsKeys.receipt(businessId), queryFn: () => getReceiptSettings(businessId) });
}

export function useReceiptSettings(businessId: number | null) {
  return useQuery({ ...getReceiptSettingsQueryOptions(businessId ?? 0), enabled: businessId !== null });
}
