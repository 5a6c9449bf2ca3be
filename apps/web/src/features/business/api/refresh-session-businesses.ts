import { useQueryClient } from '@tanstack/react-query';
import { businessesQueryOptions } from '@/lib/api/get-businesses';
import { useSession } from '@/lib/session-store';

/**
 * After a create, edit or delete, reload C1 (the shell's query, lib/api/get-businesses) and hand
 * it to the session so the business switcher, header and role checks see the change. Load errors
 * are only logged (product-spec §8).
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
