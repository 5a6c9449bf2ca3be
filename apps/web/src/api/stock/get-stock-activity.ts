import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteResult } from '@dukani/contracts';
import { getStockActivity as getStockActivityRoute } from '@dukani/contracts/routes/get-stock-activity';
import { apiCall } from '@/lib/api-client';
import { stockKeys, type StockHistoryFilter } from './stock-keys';

export type StockHistoryPage = RouteResult<typeof getStockActivityRoute>;

/** I28: one page of a product's stock history, newest first. `page` is 1-based (API.md §1.5). */
export function getStockActivity(productId: number, filter: StockHistoryFilter, page: number, pageSize: number): Promise<StockHistoryPage> {
  return apiCall(getStockActivityRoute, {
    params: { productId },
    query: { StartDate: filter.startDate, EndDate: filter.endDate, CurrentPageNumber: page, PageSize: pageSize },
  });
}

export function getStockActivityQueryOptions(productId: number, filter: StockHistoryFilter, page: number, pageSize: number) {
  return queryOptions({
    queryKey: stockKeys.history(productId, filter, page, pageSize),
    queryFn: () => getStockActivity(productId, filter, page, pageSize),
  });
}

export function useStockActivity(productId: number, filter: StockHistoryFilter, page: number, pageSize: number) {
  // The previous page stays on screen while the next one loads, so the grid does not jump.
  return useQuery({ ...getStockActivityQueryOptions(productId, filter, page, pageSize), placeholderData: keepPreviousData, enabled: productId > 0 });
}
