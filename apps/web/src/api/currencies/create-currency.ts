import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Currency, RouteBodyInput } from '@dukani/contracts';
import { createCurrency as createCurrencyRoute } from '@dukani/contracts/routes/create-currency';
import { apiCall } from '@/lib/api-client';
import { currencyKeys } from './currency-keys';

/** D1: add a currency; isDefault moves the business's default here (its rate becomes 1). */
export function createCurrency(body: RouteBodyInput<typeof createCurrencyRoute>): Promise<Currency> {
  return apiCall(createCurrencyRoute, { body });
}

export function useCreateCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCurrency,
    // Tenant lists and the other rows' default flags may change too, so refresh everything currency.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currencyKeys.all }),
  });
}
