import type { getExpenses, RouteQuery } from '@dukani/contracts';

/** M4's query as the Expenses list sends it. */
export type ExpenseListFilters = Partial<RouteQuery<typeof getExpenses>>;

/** Query keys of expenses and purchases (M group) and the profit card (R3). */
export const expenseKeys = {
  all: ['expenses'] as const,
  page: (businessId: number, filters: ExpenseListFilters) => [...expenseKeys.all, 'page', businessId, filters] as const,
  detail: (id: number) => [...expenseKeys.all, 'detail', id] as const,
  categories: (businessId: number) => [...expenseKeys.all, 'categories', businessId] as const,
  profit: (businessId: number) => [...expenseKeys.all, 'profit', businessId] as const,
};
