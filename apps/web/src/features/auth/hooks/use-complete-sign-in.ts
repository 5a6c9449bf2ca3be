import { useCallback } from 'react';
import type { Tokens } from '@dukani/contracts';
import { queryClient } from '@/lib/query-client';
import { sessionDataQueryOptions } from '@/lib/session-data';
import { decodeClaims, useSession } from '@/lib/session-store';

/**
 * Tokens in hand (A2 trusted, A6 after sign-up, or A10): store them, load C1 and C5 while the button still spins,
 * run `beforeEnter` (signed in, not yet shown the shop: the sign-up's first-run answer is saved there), then mark the
 * session authenticated. The guest guard then returns the user to returnUrl.
 */
export function useCompleteSignIn() {
  return useCallback(async (tokens: Tokens, beforeEnter?: () => Promise<void>) => {
    const session = useSession.getState();
    session.setAccessTokens(tokens);
    // The business of this sign-in becomes the active one when the list arrives.
    useSession.setState({ businessId: tokens.businessId });
    const userId = decodeClaims(tokens.token)?.userid ?? 0;
    await queryClient.fetchQuery(sessionDataQueryOptions(queryClient, userId));
    await beforeEnter?.();
    session.signIn(tokens);
  }, []);
}
