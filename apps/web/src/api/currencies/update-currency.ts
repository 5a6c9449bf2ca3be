import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Currency, RouteBodyInput } from '@dukani/contracts';
import { updateCurrency as updateCurrencyRoute } from '@dukani/contracts/routes/update-currency';
import { apiCall } from '@/lib/api-client';
import { currencyKeys } from './currency-keys';

export interface UpdateCurrencyOptions {
  id: number;
  data: RouteBodyInput<typeof updateCurrencyRoute>;
}

/** D6: edit name, symbol or rate, or make the currency the default (isDefault true). */
export function updateCurrency({ id, data }: UpdateCurrencyOptions): Promise<Currency> {
  return apiCall(updateCurrencyRoute, { params: { id }, body: data });
}

export function useUpdateCurrency() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCurrency, onSuccess: () => queryClient.invalidateQueries({ queryKey: currencyKeys.all }) });
}
