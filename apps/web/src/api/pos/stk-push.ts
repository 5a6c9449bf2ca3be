import { useMutation, useQuery } from '@tanstack/react-query';
import type { PromptProvider } from '@dukani/contracts';
import { cancelStkPush } from '@dukani/contracts/routes/cancel-stk-push';
import { getStkPushStatus } from '@dukani/contracts/routes/get-stk-push-status';
import { startStkPush } from '@dukani/contracts/routes/start-stk-push';
import { apiCall } from '@/lib/api-client';

export const STK_POLL_MS = 3_000;
export const STK_GIVE_UP_MS = 120_000;

export interface StartStkPushInput {
  phoneNumber: string;
  amount: number;
  key: string;
  /** Collecting this customer's debt: the server records the payment on their ledger once paid. */
  customerId?: number;
  /** MtnMomo / AirtelMoney in Uganda and Rwanda; M-Pesa in Kenya. */
  provider?: PromptProvider;
}

/** J4: one key per press of "Send prompt", so a double tap never prompts the customer twice. */
export function useStartStkPush(businessId: number) {
  return useMutation({
    mutationFn: ({ phoneNumber, amount, key, customerId, provider }: StartStkPushInput) =>
      apiCall(startStkPush, {
        params: { businessId },
        // M-Pesa is the server's default in Kenya: the body stays as it was for it.
        body: { phoneNumber, amount, ...(customerId ? { customerId } : {}), ...(provider && provider !== 'Mpesa' ? { provider } : {}) },
        idempotencyKey: key,
      }),
  });
}

/** J5 every 3 s while Pending, for up to 2 minutes (API.md J5). */
export function useStkStatus(checkoutRequestId: string | null, startedAt: number) {
  return useQuery({
    queryKey: ['pos', 'stk', checkoutRequestId],
    queryFn: ({ signal }) => apiCall(getStkPushStatus, { params: { CheckoutRequestID: checkoutRequestId! }, signal }),
    enabled: checkoutRequestId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'Pending' && Date.now() - startedAt < STK_GIVE_UP_MS ? STK_POLL_MS : false),
  });
}

/** J6: the cashier stops waiting; a payment that still arrives is recorded and flagged for review. */
export function useCancelStkPush(businessId: number) {
  return useMutation({
    mutationFn: (checkoutRequestId: string) => apiCall(cancelStkPush, { params: { CheckoutRequestID: checkoutRequestId }, body: { businessId } }),
  });
}
