import { useMutation } from '@tanstack/react-query';
import type { Business, RouteBodyInput } from '@dukani/contracts';
import { updateBusiness as updateBusinessRoute } from '@dukani/contracts/routes/update-business';
import { apiCall } from '@/lib/api-client';
import { useRefreshSessionBusinesses } from '@/api/session/get-businesses';

export interface UpdateBusinessOptions {
  businessId: number;
  data: RouteBodyInput<typeof updateBusinessRoute>;
  /** A new logo; null keeps the stored one. */
  logo: File | null;
}

/** C3: edit a business and optionally replace its logo. */
export function updateBusiness({ businessId, data, logo }: UpdateBusinessOptions): Promise<Business> {
  return apiCall(updateBusinessRoute, { params: { businessId }, body: data, files: { logo } });
}

export function useUpdateBusiness() {
  const refresh = useRefreshSessionBusinesses();
  return useMutation({ mutationFn: updateBusiness, onSuccess: refresh });
}
