import { useMutation } from '@tanstack/react-query';
import type { Business, RouteBodyInput } from '@dukani/contracts';
import { createBusiness as createBusinessRoute } from '@dukani/contracts/routes/create-business';
import { apiCall } from '@/lib/api-client';
import { useRefreshSessionBusinesses } from '@/api/session/get-businesses';

export interface CreateBusinessOptions {
  data: RouteBodyInput<typeof createBusinessRoute>;
  logo: File | null;
}

/** C2: a new business in the caller's tenant; the server adds its default currency and settings. */
export function createBusiness({ data, logo }: CreateBusinessOptions): Promise<Business> {
  return apiCall(createBusinessRoute, { body: data, files: { logo } });
}

export function useCreateBusiness() {
  const refresh = useRefreshSessionBusinesses();
  return useMutation({ mutationFn: createBusiness, onSuccess: refresh });
}
