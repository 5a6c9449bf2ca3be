import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteBodyInput, RouteResult } from '@dukani/contracts';
import { updateAccount as updateAccountRoute } from '@dukani/contracts/routes/update-account';
import { apiCall } from '@/lib/api-client';
import { accountKeys } from './account-keys';
import type { ProfileWithBusinessTypes } from './get-profile';

export interface UpdateAccountOptions {
  custId: number;
  data: RouteBodyInput<typeof updateAccountRoute>;
  /** A new logo; null keeps the stored one. */
  logo: File | null;
}

/** B2: update the profile, sending the logo as the multipart `logo` part when one was picked. */
export function updateAccount({ custId, data, logo }: UpdateAccountOptions): Promise<RouteResult<typeof updateAccountRoute>> {
  return apiCall(updateAccountRoute, { params: { custId }, body: data, files: { logo } });
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (profile, { custId }) => {
      // B2 does not return businessTypes: keep the list B1 gave.
      queryClient.setQueryData<ProfileWithBusinessTypes>(accountKeys.profile(custId), (old) => (old ? { ...old, ...profile } : old));
    },
  });
}
