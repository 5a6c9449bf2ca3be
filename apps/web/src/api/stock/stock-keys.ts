export interface StockHistoryFilter {
  /** YYYY-MM-DD, inclusive; absent means unbounded. */
  startDate?: string;
  endDate?: string;
}

/** Query keys of the stock feature. */
export const stockKeys = {
  all: ['stock'] as const,
  product: (productId: number) => [...stockKeys.all, 'product', productId] as const,
  histories: (productId: number) => [...stockKeys.all, 'history', productId] as const,
  history: (productId: number, filter: StockHistoryFilter, page: number, pageSize: number) =>
    [...stockKeys.histories(productId), filter, page, pageSize] as const,
};
