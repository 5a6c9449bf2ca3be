import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouteBodyInput } from '@dukani/contracts';
import { etimsReceivePurchase } from '@dukani/contracts/routes/etims-receive-purchase';
import { getEtimsDevices } from '@dukani/contracts/routes/get-etims-devices';
import { getImportedItems } from '@dukani/contracts/routes/get-imported-items';
import { getPurchaseSales } from '@dukani/contracts/routes/get-purchase-sales';
import { updateImportedItem } from '@dukani/contracts/routes/update-imported-item';
import { getEtimsStockReports } from '@dukani/contracts/routes/get-etims-stock-reports';
import { registerDevice } from '@dukani/contracts/routes/register-device';
import { retryEtimsSend } from '@dukani/contracts/routes/retry-etims-send';
import { apiCall } from '@/lib/api-client';
import { invalidateResources } from '@/api/invalidate';
import { posKeys } from '@/api/pos/pos-keys';
import { productKeys } from '@/api/products/product-keys';
import { etimsKeys } from './etims-keys';

// The key factory and the banner's query live in their own files, so the till's banner does not load the rest.
export { etimsKeys } from './etims-keys';
export { useEtimsDocuments } from './get-etims-documents';

/** P5: the business's registered devices (none yet: the registration form). */
export function useEtimsDevices(businessId: number | null) {
  return useQuery({
    queryKey: etimsKeys.devices(businessId ?? 0),
    queryFn: ({ signal }) => apiCall(getEtimsDevices, { query: { businessId: businessId ?? 0 }, signal }),
    enabled: businessId !== null,
  });
}

/** P1: registers the device; sales made from now on are sent to the authority. */
export function useRegisterDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBodyInput<typeof registerDevice>) => apiCall(registerDevice, { body }),
    onSuccess: () => invalidateResources(queryClient, etimsKeys),
  });
}

/** P16: a refused sale or credit note, sent again once its cause is fixed. */
export function useRetryEtimsSend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ businessId, transactionId }: { businessId: number; transactionId: number }) =>
      apiCall(retryEtimsSend, { params: { businessId, transactionId } }),
    onSuccess: () => invalidateResources(queryClient, etimsKeys, posKeys),
  });
}

/** P17: our stock reports to the authority. */
export function useEtimsStockReports(businessId: number | null) {
  return useQuery({
    queryKey: etimsKeys.stock(businessId ?? 0),
    queryFn: ({ signal }) => apiCall(getEtimsStockReports, { query: { businessId: businessId ?? 0 }, signal }),
    enabled: businessId !== null,
  });
}

/** P10: the customs lines waiting to be matched (and those decided). */
export function useImportedItems(businessId: number | null) {
  return useQuery({
    queryKey: [...etimsKeys.all, 'imports', businessId ?? 0],
    queryFn: ({ signal }) => apiCall(getImportedItems, { query: { businessId: businessId ?? 0 }, body: {}, signal }),
    enabled: businessId !== null,
  });
}

/** P11: accept (adds stock) or reject an imported line, matched to one of our products. */
export function useDecideImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBodyInput<typeof updateImportedItem>) => apiCall(updateImportedItem, { body }),
    onSuccess: () => invalidateResources(queryClient, etimsKeys, productKeys),
  });
}

/** P12: suppliers' signed sales to this shop. */
export function usePurchaseSales(businessId: number | null) {
  return useQuery({
    queryKey: [...etimsKeys.all, 'purchases', businessId ?? 0],
    queryFn: ({ signal }) => apiCall(getPurchaseSales, { query: { businessId: businessId ?? 0 }, body: {}, signal }),
    enabled: businessId !== null,
  });
}

/** P13: confirms a supplier's sale; the goods come into stock. */
export function useReceivePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBodyInput<typeof etimsReceivePurchase>) => apiCall(etimsReceivePurchase, { body, idempotencyKey: crypto.randomUUID() }),
    onSuccess: () => invalidateResources(queryClient, etimsKeys, productKeys),
  });
}
