import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RouteResult, TransactionRow } from '@dukani/contracts';
import { getDeletedSales } from '@dukani/contracts/routes/get-deleted-sales';
import { getSales } from '@dukani/contracts/routes/get-sales';
import { apiCall } from '@/lib/api-client';
import { posKeys, type SalesFilter } from './pos-keys';

export type SalesPage = RouteResult<typeof getSales>;

/** The largest page L7 serves (API.md §1.5): the CSV export reads the filter page by page. */
const EXPORT_PAGE_SIZE = 100;

/**
 * L7: one page of the shop's transactions, newest first (refunds and credit notes as rows with negative
 * amounts), and the net sum over every filtered row. `page` is 1-based.
 */
export function fetchSalesPage(businessId: number, filter: SalesFilter, page: number, pageSize: number): Promise<SalesPage> {
  return apiCall(getSales, {
    params: { businessId },
    query: {
      Kind: filter.kind,
      Review: filter.review ? 'true' : undefined,
      PaymentMode: filter.paymentMode,
      SaleType: filter.saleType,
      StartDate: filter.startDate,
      EndDate: filter.endDate,
      SearchParam: filter.search,
      CurrentPageNumber: page,
      PageSize: pageSize,
    },
  });
}

export function useSalesPage(businessId: number, filter: SalesFilter, page: number, pageSize: number) {
  // The previous page stays on screen while the next one loads, so the grid does not jump.
  return useQuery({
    queryKey: posKeys.salesPage(businessId, filter, page, pageSize),
    queryFn: () => fetchSalesPage(businessId, filter, page, pageSize),
    placeholderData: keepPreviousData,
    enabled: businessId > 0,
  });
}

/** Every transaction of the filter, for the CSV export. */
export async function findAllSales(businessId: number, filter: SalesFilter): Promise<TransactionRow[]> {
  const first = await fetchSalesPage(businessId, filter, 1, EXPORT_PAGE_SIZE);
  const rows = [...first.data];
  for (let page = 2; page <= first.totalPages; page += 1) rows.push(...(await fetchSalesPage(businessId, filter, page, EXPORT_PAGE_SIZE)).data);
  return rows;
}

/** L8: one page of the voided sales, newest first. */
export function useVoidedSalesPage(businessId: number, filter: SalesFilter, page: number, pageSize: number) {
  return useQuery({
    queryKey: posKeys.voidedPage(businessId, filter, page, pageSize),
    queryFn: () =>
      apiCall(getDeletedSales, {
        params: { businessId },
        query: { StartDate: filter.startDate, EndDate: filter.endDate, SearchParam: filter.search, CurrentPageNumber: page, PageSize: pageSize },
      }),
    placeholderData: keepPreviousData,
    enabled: businessId > 0,
  });
}
