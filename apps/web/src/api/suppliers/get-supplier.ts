import { useQuery } from '@tanstack/react-query';
import { getPayables } from '@dukani/contracts/routes/get-payables';
import { getSupplier } from '@dukani/contracts/routes/get-supplier';
import { getSupplierPurchases } from '@dukani/contracts/routes/get-supplier-purchases';
import { apiCall } from '@/lib/api-client';
import { supplierKeys } from './supplier-keys';

/** N3: one supplier with its balance. */
export function useSupplier(id: number | null) {
  return useQuery({
    queryKey: supplierKeys.detail(id ?? 0),
    queryFn: ({ signal }) => apiCall(getSupplier, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

/** N6: the supplier's purchases, newest first, with what is paid and owed on each. */
export function useSupplierPurchases(supplierId: number | null) {
  return useQuery({
    queryKey: supplierKeys.purchases(supplierId ?? 0),
    queryFn: ({ signal }) => apiCall(getSupplierPurchases, { body: { supplierId: supplierId ?? 0 }, signal }),
    enabled: supplierId !== null,
  });
}

/** N10: what the shop owes all suppliers, oldest first. */
export function usePayables(businessId: number | null) {
  return useQuery({
    queryKey: supplierKeys.payables(businessId ?? 0),
    queryFn: ({ signal }) => apiCall(getPayables, { params: { businessId: businessId ?? 0 }, signal }),
    enabled: businessId !== null,
  });
}
