import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { getBusinesses } from '@dukani/contracts/routes/get-businesses';
import { apiCall } from '@/lib/api-client';
import { queryKeys } from './session-keys';
import { useSession } from '@/lib/session-store';

/** C1: the businesses the caller is linked to. */
export const fetchBusinesses = (signal?: AbortSignal) => apiCall(getBusinesses, { signal });

export const businessesQueryOptions = () => queryOptions({ queryKey: queryKeys.businesses(), queryFn: ({ signal }) => fetchBusinesses(signal) });

export const useBusinesses = () => useQuery(businessesQueryOptions());

/**
 * After a business or the profile changes, reload C1 and hand it to the session so the switcher,
 * header and role checks see the change. Load errors are only logged (product-spec §8).
 */
export function useRefreshSessionBusinesses() {
  const queryClient = useQueryClient();
  return async () => {
    try {
      await queryClient.invalidateQueries({ queryKey: businessesQueryOptions().queryKey });
      useSession.getState().setBusinesses(await queryClient.fetchQuery(businessesQueryOptions()));
    } catch (error) {
      console.error('Could not reload the businesses', error);
    }
  };
}
