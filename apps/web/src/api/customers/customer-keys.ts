import type { BALANCE_FILTERS } from '@dukani/contracts';

/** H16's query as the Customers list sends it. */
export interface CustomerListFilters {
  SearchParam?: string;
  Balance: (typeof BALANCE_FILTERS)[number];
  CurrentPageNumber: number;
  PageSize: number;
}

/** Query keys of customers (H group): every key starts with 'customers', so a payment refreshes them all. */
export const customerKeys = {
  all: ['customers'] as const,
  list: (businessId: number) => [...customerKeys.all, 'list', businessId] as const,
  page: (businessId: number, filters: CustomerListFilters) => [...customerKeys.all, 'page', businessId, filters] as const,
  detail: (id: number) => [...customerKeys.all, 'detail', id] as const,
  creditDetails: (id: number) => [...customerKeys.all, 'credit', id] as const,
  history: (id: number) => [...customerKeys.all, 'history', id] as const,
  report: (id: number, startDate: string, endDate: string) => [...customerKeys.all, 'report', id, startDate, endDate] as const,
  notes: (id: number) => [...customerKeys.all, 'notes', id] as const,
};
