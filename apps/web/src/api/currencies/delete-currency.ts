import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCurrency as deleteCurrencyRoute } from '@dukani/contracts/routes/delete-currency';
import { apiCall } from '@/lib/api-client';
import { currencyKeys } from './currency-keys';

/** D5: delete a currency; the default one answers 409 IN_USE, so the screen never offers it. */
export function deleteCurrency(id: number): Promise<null> {
  return apiCall(deleteCurrencyRoute, { params: { id } });
}

export function useDeleteCurrency() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCurrency, onSuccess: () => queryClient.invalidateQueries({ queryKey: currencyKeys.all }) });
}
