import { useQuery } from '@tanstack/react-query';
import { getExpense } from '@dukani/contracts/routes/get-expense';
import { apiCall } from '@/lib/api-client';
import { expenseKeys } from './expense-keys';

/** M3: one expense or purchase with its lines and payments. */
export function useExpense(expenseId: number | null) {
  return useQuery({
    queryKey: expenseKeys.detail(expenseId ?? 0),
    queryFn: ({ signal }) => apiCall(getExpense, { params: { expenseId: expenseId ?? 0 }, signal }),
    enabled: expenseId !== null,
  });
}
