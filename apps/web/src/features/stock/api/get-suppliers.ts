import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAllBusinessSuppliers, type Supplier } from '@dukani/contracts';
import { apiCall } from '@/lib/api-client';
import { stockKeys } from './stock-keys';

/** N1: the business's suppliers, to say who delivered received stock. */
export function getSuppliers(businessId: number): Promise<Supplier[]> {
  return apiCall(getAllBusinessSuppliers, { params: { businessId } });
}

export function getSuppliersQueryOptions(businessId: number) {
  return queryOptions({ queryKey: stockKeys.suppliers(businessId), queryFn: () => getSuppliers(businessId) });
}

/** Only asked when the user may see suppliers: a role without the module would get 403. */
export function useSuppliers(businessId: number | null, enabled: boolean) {
  return useQuery({ ...getSuppliersQueryOptions(businessId ?? 0), enabled: enabled && businessId !== null });
}
