import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Supplier } from '@dukani/contracts';
import { getAllBusinessSuppliers } from '@dukani/contracts/routes/get-all-business-suppliers';
import { apiCall } from '@/lib/api-client';
import { supplierKeys } from './supplier-keys';

/** N1: the business's suppliers, for the product form and the receive-stock dialog. */
export function getBusinessSuppliers(businessId: number, signal?: AbortSignal): Promise<Supplier[]> {
  return apiCall(getAllBusinessSuppliers, { params: { businessId }, signal });
}

export function businessSuppliersQueryOptions(businessId: number) {
  return queryOptions({ queryKey: supplierKeys.business(businessId), queryFn: ({ signal }) => getBusinessSuppliers(businessId, signal) });
}

/** Only asked when the user may see suppliers: a role without the module would get 403. */
export function useBusinessSuppliers(businessId: number | null, enabled = true) {
  return useQuery({ ...businessSuppliersQueryOptions(businessId ?? 0), enabled: enabled && businessId !== null });
}
