import { useQuery } from '@tanstack/react-query';
import { getCustomer } from '@dukani/contracts/routes/get-customer';
import { apiCall } from '@/lib/api-client';
import { customerKeys } from './customer-keys';

/** H4: one customer with balance. */
export function useCustomer(id: number) {
  return useQuery({ queryKey: customerKeys.detail(id), queryFn: ({ signal }) => apiCall(getCustomer, { params: { id }, signal }) });
}
