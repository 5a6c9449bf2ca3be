import type { QueryClient } from '@tanstack/react-query';
import type { Business, ModuleKey } from '@dukani/contracts';
import { businessesQueryOptions } from '@/api/session/get-businesses';
import { billingStatusQueryOptions } from '@/api/session/get-billing-status';
import { queryKeys } from '@/api/session/session-keys';
import { useSession } from './session-store';
import { readJson, STORAGE_KEYS, writeJson } from './storage';

interface SessionSnapshot {
  userId: number | null;
  businesses?: Business[];
  planModules?: ModuleKey[];
}

/**
 * After sign-in and on every start with a stored token: C1 → setBusinesses, C5 → setPlanModules.
 * Failures are only logged (product-spec §8: business load errors have no user message); the
 * shell then shows what it can, and the guards keep gated screens closed.
 */
export async function loadSessionData(client: QueryClient): Promise<true> {
  const tenantId = useSession.getState().claims?.tenantId;
  const [businesses, billing] = await Promise.allSettled([
    client.fetchQuery(businessesQueryOptions()),
    tenantId ? client.fetchQuery(billingStatusQueryOptions(tenantId)) : Promise.reject(new Error('token has no tenantId')),
  ]);
  const session = useSession.getState();
  if (session.status === 'anonymous' && !session.accessToken) return true;
  // Offline (the installed till opened with no line): the last answers of this user stand in.
  const userId = session.claims?.userid ?? null;
  const stored = readJson<SessionSnapshot>(STORAGE_KEYS.sessionSnapshot);
  const snapshot: SessionSnapshot = stored?.userId === userId ? stored : { userId };
  if (businesses.status === 'fulfilled') {
    session.setBusinesses(businesses.value);
    snapshot.businesses = businesses.value;
  } else if (snapshot.businesses) session.setBusinesses(snapshot.businesses);
  else console.error('Could not load businesses', businesses.reason);
  if (billing.status === 'fulfilled') {
    session.setPlanModules(billing.value.planModules);
    snapshot.planModules = billing.value.planModules;
  } else if (snapshot.planModules) session.setPlanModules(snapshot.planModules);
  else console.error('Could not load the billing status', billing.reason);
  writeJson(STORAGE_KEYS.sessionSnapshot, snapshot);
  return true;
}

export const sessionDataQueryOptions = (client: QueryClient, userId: number) => ({
  queryKey: queryKeys.sessionData(userId),
  queryFn: () => loadSessionData(client),
  staleTime: Infinity,
});
