import { useQuery } from '@tanstack/react-query';
import { getProfitSummary } from '@dukani/contracts/routes/get-profit-summary';
import { apiCall } from '@/lib/api-client';
import { expenseKeys } from './expense-keys';

/** R3: this month's profit and its parts, for the overview's card. */
export function useProfitThisMonth(businessId: number | null, enabled = true) {
  return useQuery({
    queryKey: expenseKeys.profit(businessId ?? 0),
    queryFn: ({ signal }) => apiCall(getProfitSummary, { params: { businessId: businessId ?? 0 }, signal }),
    enabled: enabled && businessId !== null,
  });
}
