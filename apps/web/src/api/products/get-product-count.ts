import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPaginatedProducts } from '@dukani/contracts/routes/get-paginated-products';
import { apiCall } from '@/lib/api-client';
import { productKeys } from './product-keys';

/** I34 with a page of one: only totalRecords is read, to tell whether the catalog has been started. */
export const productCountQueryOptions = (businessId: number) =>
  queryOptions({
    queryKey: productKeys.count(businessId),
    queryFn: async ({ signal }) => (await apiCall(getPaginatedProducts, { params: { businessId }, query: { PageSize: 1 }, signal })).totalRecords,
  });

export const useProductCount = (businessId: number | null, enabled: boolean) =>
  useQuery({ ...productCountQueryOptions(businessId ?? 0), enabled: Boolean(businessId) && enabled });
