import { useMutation } from '@tanstack/react-query';
import { deleteBusiness as deleteBusinessRoute } from '@dukani/contracts/routes/delete-business';
import { apiCall } from '@/lib/api-client';
import { useRefreshSessionBusinesses } from '@/api/session/get-businesses';

/** C4: Owner only, soft delete; the tenant's last business cannot be deleted (409 IN_USE). */
export function deleteBusiness(businessId: number): Promise<null> {
  return apiCall(deleteBusinessRoute, { params: { businessId } });
}

export function useDeleteBusiness() {
  const refresh = useRefreshSessionBusinesses();
  return useMutation({ mutationFn: deleteBusiness, onSuccess: refresh });
}
