import { useQuery } from '@tanstack/react-query';
import { getCreditDetails } from '@dukani/contracts/routes/get-credit-details';
import { getCreditHistory } from '@dukani/contracts/routes/get-credit-history';
import { getCreditReport } from '@dukani/contracts/routes/get-credit-report';
import { apiCall } from '@/lib/api-client';
import { customerKeys } from './customer-keys';

/** H11: totals, balance, overdue amount and next due date. */
export function useCreditDetails(customerId: number) {
  return useQuery({
    queryKey: customerKeys.creditDetails(customerId),
    queryFn: ({ signal }) => apiCall(getCreditDetails, { params: { customerId }, signal }),
  });
}

/** H9: every credit and debit, newest first, with the balance after each. */
export function useCreditHistory(customerId: number) {
  return useQuery({ queryKey: customerKeys.history(customerId), queryFn: ({ signal }) => apiCall(getCreditHistory, { params: { customerId }, signal }) });
}

/** H10: the statement of a period; not asked while the period is incomplete. */
export function useCreditReport(customerId: number, startDate: string, endDate: string) {
  return useQuery({
    queryKey: customerKeys.report(customerId, startDate, endDate),
    queryFn: ({ signal }) => apiCall(getCreditReport, { params: { customerId }, query: { StartDate: startDate, EndDate: endDate }, signal }),
    enabled: Boolean(startDate && endDate),
    retry: false,
  });
}
