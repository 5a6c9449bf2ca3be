import { useQueryClient } from '@tanstack/react-query';
import { businessesQueryOptions } from '@/lib/api/get-businesses';
import { useSession } from '@/lib/session-store';

/**
 * The profile is the active business's record (custId = businessId), so a saved name or logo must
 * reach the session's copy that the shell's header and business switcher show. C1 is the shell's
 * query; load errors are only logged (product-spec §8).
 */
export function useSyncSessionBusinesses() {
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
