import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { confirmBillPayment } from '@dukani/contracts/routes/confirm-bill-payment';
import { getInvoiceDetails } from '@dukani/contracts/routes/get-invoice-details';
import { getInvoices } from '@dukani/contracts/routes/get-invoices';
import { getPlans } from '@dukani/contracts/routes/get-plans';
import { getTotalBill } from '@dukani/contracts/routes/get-total-bill';
import { makeBillPayment } from '@dukani/contracts/routes/make-bill-payment';
import { startBillStkPush } from '@dukani/contracts/routes/start-bill-stk-push';
import { upgradePlan } from '@dukani/contracts/routes/upgrade-plan';
import { apiCall } from '@/lib/api-client';
import { STK_GIVE_UP_MS, STK_POLL_MS } from '@/api/pos/stk-push';
import type { StartStkPushInput } from '@/api/pos/stk-push';

/** Query keys of the bill (group G); the plan status (C5) lives under 'billing-status'. */
export const billingKeys = {
  all: ['billing'] as const,
  invoices: (businessId: number) => [...billingKeys.all, 'invoices', businessId] as const,
  invoice: (invoiceId: number) => [...billingKeys.all, 'invoice', invoiceId] as const,
  total: (businessId: number) => [...billingKeys.all, 'total', businessId] as const,
  plans: () => [...billingKeys.all, 'plans'] as const,
};

/** After money or a plan change: invoices, the amount due, and the plan status that gates the menus. */
function useRefreshBill() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: billingKeys.all }), queryClient.invalidateQueries({ queryKey: ['billing-status'] })]).then(
      () => undefined,
    );
}

export function useInvoices(businessId: number | null) {
  return useQuery({
    queryKey: billingKeys.invoices(businessId ?? 0),
    queryFn: ({ signal }) => apiCall(getInvoices, { params: { businessId: businessId ?? 0 }, body: { currentPageNumber: 1, pageSize: 100 }, signal }),
    enabled: businessId !== null,
  });
}

export function useInvoiceDetails(businessId: number | null, invoiceId: number | null) {
  return useQuery({
    queryKey: billingKeys.invoice(invoiceId ?? 0),
    queryFn: ({ signal }) => apiCall(getInvoiceDetails, { body: { businessId: businessId ?? 0, invoiceId: invoiceId ?? 0 }, signal }),
    enabled: businessId !== null && invoiceId !== null,
  });
}

export function useTotalBill(businessId: number | null) {
  return useQuery({
    queryKey: billingKeys.total(businessId ?? 0),
    queryFn: ({ signal }) => apiCall(getTotalBill, { params: { businessId: businessId ?? 0 }, signal }),
    enabled: businessId !== null,
  });
}

export function usePlans() {
  return useQuery({ queryKey: billingKeys.plans(), queryFn: ({ signal }) => apiCall(getPlans, { signal }) });
}

/** G6: a paybill payment made by hand, claimed by its M-Pesa code. */
export function usePayByCode(businessId: number) {
  const refresh = useRefreshBill();
  return useMutation({
    mutationFn: ({ paymentCode, amount, key }: { paymentCode: string; amount: number; key: string }) =>
      apiCall(makeBillPayment, { body: { businessId, paymentCode, amount }, idempotencyKey: key }),
    onSuccess: refresh,
  });
}

/** G9 (Owner only). */
export function useUpgradePlan(businessId: number) {
  const refresh = useRefreshBill();
  return useMutation({
    mutationFn: (planId: number) => apiCall(upgradePlan, { body: { businessId, planId } }),
    onSuccess: refresh,
  });
}

/** G7, shaped like the till's J4 hook so the same prompt panel drives both. */
export function useStartBillPrompt(businessId: number) {
  return useMutation({
    mutationFn: ({ phoneNumber, amount, key }: StartStkPushInput) =>
      apiCall(startBillStkPush, { body: { businessId, phoneNumber, amount }, idempotencyKey: key }),
  });
}

/** G8 every 3 s while Pending; once Paid, the bill and the plan status refresh. */
export function useBillPromptStatus(checkoutRequestId: string | null, startedAt: number) {
  const refresh = useRefreshBill();
  return useQuery({
    queryKey: [...billingKeys.all, 'stk', checkoutRequestId],
    queryFn: async ({ signal }) => {
      const status = await apiCall(confirmBillPayment, { params: { CheckoutRequestID: checkoutRequestId! }, signal });
      if (status.status === 'Paid') void refresh();
      return status;
    },
    enabled: checkoutRequestId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'Pending' && Date.now() - startedAt < STK_GIVE_UP_MS ? STK_POLL_MS : false),
  });
}
