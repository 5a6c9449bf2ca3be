import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAllBusinessSuppliers as getAllBusinessSuppliersRoute, type Supplier } from '@dukani/contracts';
import { apiCall } from '@/lib/api-client';
import { productKeys } from './product-keys';

/** N1: the suppliers a product can be linked to (needs the 'suppliers' module). */
export function getBusinessSuppliers(businessId: number, signal?: AbortSignal): Promise<Supplier[]> {
  return apiCall(getAllBusinessSuppliersRoute, { params: { businessId }, signal });
}

export function useBusinessSuppliers(businessId: number | null, enabled = true) {
  return useQuery({
    ...queryOptions({ queryKey: productKeys.suppliers(businessId ?? 0), queryFn: ({ signal }) => getBusinessSuppliers(businessId ?? 0, signal) }),
    enabled: enabled && businessId !== null,
  });
}
