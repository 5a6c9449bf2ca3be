import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomerRow, RouteResult } from '@dukani/contracts';
import { getPaginatedCustomers as route } from '@dukani/contracts/routes/get-paginated-customers';
import { apiCall } from '@/lib/api-client';
import { customerKeys, type CustomerListFilters } from './customer-keys';

/** H16: one page of customers with balances, searched and filtered on the server. */
export function getPaginatedCustomers(businessId: number, filters: CustomerListFilters, signal?: AbortSignal): Promise<RouteResult<typeof route>> {
  return apiCall(route, { params: { businessId }, query: filters, signal });
}

export function usePaginatedCustomers(businessId: number | null, filters: CustomerListFilters) {
  return useQuery({
    queryKey: customerKeys.page(businessId ?? 0, filters),
    queryFn: ({ signal }) => getPaginatedCustomers(businessId ?? 0, filters, signal),
    enabled: businessId !== null,
    // Paging and typing in the search keep the last rows on screen under the loading overlay.
    placeholderData: keepPreviousData,
  });
}

/** Every row the filter matches, 100 at a time (the largest page): the CSV export of the list. */
export async function findAllCustomers(businessId: number, filters: Omit<CustomerListFilters, 'CurrentPageNumber' | 'PageSize'>): Promise<CustomerRow[]> {
  const rows: CustomerRow[] = [];
  for (let page = 1; ; page++) {
    const result = await getPaginatedCustomers(businessId, { ...filters, CurrentPageNumber: page, PageSize: 100 });
    rows.push(...result.data);
    if (page >= result.totalPages || result.data.length === 0) return rows;
  }
}
