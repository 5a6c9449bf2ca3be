import { useQuery } from '@tanstack/react-query';
import type { Receipt, RouteResult } from '@dukani/contracts';
import { getPosTransactions } from '@dukani/contracts/routes/get-pos-transactions';
import { getSharedReceipt } from '@dukani/contracts/routes/get-shared-receipt';
import { getTransactionDetails } from '@dukani/contracts/routes/get-transaction-details';
import { apiCall } from '@/lib/api-client';
import { posKeys } from './pos-keys';

/** L1: the sales rung up today at this shop, newest first. */
export function useTodaysSales(businessId: number) {
  return useQuery({
    queryKey: posKeys.todaysSales(businessId),
    queryFn: ({ signal }) => apiCall(getPosTransactions, { params: { businessId }, signal }),
    enabled: businessId > 0,
  });
}

/** L2's answer: the sale with its receipt and the refunds and credit notes linked to it. */
export type SaleDetails = RouteResult<typeof getTransactionDetails>;

/** L2: one sale with its lines and payments, for a reprint. */
export function useSaleDetails(businessId: number, transactionId: number) {
  return useQuery({
    queryKey: posKeys.sale(businessId, transactionId),
    queryFn: ({ signal }) => apiCall(getTransactionDetails, { params: { businessId, transactionId }, signal }),
  });
}

/** The public receipt behind a shared link: anyone with the link may read it; a wrong token is not retried. */
export function useSharedReceipt(token: string) {
  return useQuery({
    queryKey: [...posKeys.all, 'shared-receipt', token],
    queryFn: ({ signal }) => apiCall(getSharedReceipt, { params: { token }, signal }),
    retry: false,
  });
}

const FISCAL_POLL_MS = 2_000;

/**
 * The receipt's tax-authority block, kept fresh while it awaits the signature: the sale is signed by a job a few
 * seconds after it is made, so the receipt on screen asks again until the signature is there.
 */
export function useLiveFiscal(receipt: Receipt): Receipt['fiscal'] {
  const isAwaiting = receipt.fiscal?.status === 'awaiting';
  const live = useQuery({
    queryKey: [...posKeys.all, 'fiscal', receipt.shareToken],
    queryFn: ({ signal }) => apiCall(getSharedReceipt, { params: { token: receipt.shareToken }, signal }),
    enabled: isAwaiting,
    retry: false,
    refetchInterval: (query) => (query.state.data?.receipt.fiscal?.status === 'signed' ? false : FISCAL_POLL_MS),
  });
  return isAwaiting && live.data ? live.data.receipt.fiscal : receipt.fiscal;
}
