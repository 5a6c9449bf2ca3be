import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CashSession } from '@dukani/contracts';
import { createCashRegisterSession } from '@dukani/contracts/routes/create-cash-register-session';
import { editCashRegister } from '@dukani/contracts/routes/edit-cash-register';
import { endCashRegisterSession } from '@dukani/contracts/routes/end-cash-register-session';
import { getUserCashRegisterSession } from '@dukani/contracts/routes/get-user-cash-register-session';
import { apiCall } from '@/lib/api-client';
import { posKeys } from '@/api/pos/pos-keys';

/** K2: the cashier's open register session here, or null. */
export const openSessionQueryOptions = (businessId: number) =>
  queryOptions({
    queryKey: posKeys.session(businessId),
    queryFn: ({ signal }) => apiCall(getUserCashRegisterSession, { query: { BusinessId: businessId }, signal }),
  });

export function useOpenSession(businessId: number | null) {
  return useQuery({ ...openSessionQueryOptions(businessId ?? 0), enabled: businessId !== null && businessId > 0 });
}

/** K3, K4, K5: each refreshes K2 (product-spec §4: open sets, close clears, edit reloads). */
export function useSessionActions(businessId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: posKeys.session(businessId) });
  return {
    open: useMutation({
      mutationFn: (input: { openingBalance: number; note: string }) => apiCall(createCashRegisterSession, { body: { businessId, ...input } }),
      onSettled: refresh,
    }),
    close: useMutation({
      mutationFn: (input: {
        sessionId: number;
        closingBalance: number;
        countedByMode: { paymentValue: string; amount: number }[];
        note: string;
      }): Promise<CashSession> => apiCall(endCashRegisterSession, { body: { businessId, ...input } }),
      onSettled: refresh,
    }),
    edit: useMutation({
      mutationFn: (input: { sessionId: number; openingBalance?: number; closingBalance?: number; note: string }) =>
        apiCall(editCashRegister, { body: { businessId, ...input } }),
      onSettled: refresh,
    }),
  };
}
