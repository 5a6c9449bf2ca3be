import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Expense, RouteResult } from '@dukani/contracts';
import { getExpenses } from '@dukani/contracts/routes/get-expenses';
import { apiCall } from '@/lib/api-client';
import { expenseKeys, type ExpenseListFilters } from './expense-keys';

/** M4: one page of expenses and purchases with the sum over every filtered row. */
export function findExpensesPage(businessId: number, filters: ExpenseListFilters, signal?: AbortSignal): Promise<RouteResult<typeof getExpenses>> {
  return apiCall(getExpenses, { params: { businessId }, query: filters, signal });
}

export function useExpensesPage(businessId: number | null, filters: ExpenseListFilters) {
  return useQuery({
    queryKey: expenseKeys.page(businessId ?? 0, filters),
    queryFn: ({ signal }) => findExpensesPage(businessId ?? 0, filters, signal),
    enabled: businessId !== null,
    placeholderData: keepPreviousData,
  });
}

/** Every row the filter matches, 100 at a time: the CSV export of the list. */
export async function findAllExpenses(businessId: number, filters: ExpenseListFilters): Promise<Expense[]> {
  const rows: Expense[] = [];
  for (let page = 1; ; page++) {
    const result = await findExpensesPage(businessId, { ...filters, CurrentPageNumber: page, PageSize: 100 });
    rows.push(...result.data);
    if (page >= result.totalPages || result.data.length === 0) return rows;
  }
}
