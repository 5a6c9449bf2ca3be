import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tax } from '@dukani/contracts';
import { getVat as getVatRoute } from '@dukani/contracts/routes/get-vat';
import { apiCall } from '@/lib/api-client';
import { productKeys } from './product-keys';

/** I26: the VAT bands of the business's country. */
export function getVat(businessId: number, signal?: AbortSignal): Promise<Tax[]> {
  return apiCall(getVatRoute, { params: { businessId }, signal });
}

export function useVat(businessId: number | null) {
  return useQuery({
    ...queryOptions({ queryKey: productKeys.vat(businessId ?? 0), queryFn: ({ signal }) => getVat(businessId ?? 0, signal), staleTime: Infinity }),
    enabled: businessId !== null,
  });
}
