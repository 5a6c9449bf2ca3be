import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Currency, RouteBodyInput } from '@dukani/contracts';
import { assignCurrency as assignCurrencyRoute } from '@dukani/contracts/routes/assign-currency';
import { apiCall } from '@/lib/api-client';
import { currencyKeys } from './currency-keys';

/** D7: copy a currency another business of the tenant already has into this business. */
export function assignCurrency(body: RouteBodyInput<typeof assignCurrencyRoute>): Promise<Currency> {
  return apiCall(assignCurrencyRoute, { body });
}

export function useAssignCurrency() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: assignCurrency, onSuccess: () => queryClient.invalidateQueries({ queryKey: currencyKeys.all }) });
}
