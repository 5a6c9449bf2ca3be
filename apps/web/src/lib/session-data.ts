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

/**
 * Start-up with a stored session (issue 33): this user's last C1/C5 answers on the device stand in at once, so
 * the shell and the till paint before any network answer; SessionGate still asks both, and their answers replace
 * these. The server stays the authority: a refused or revoked session still ends when its answer (401) arrives.
 */
export function restoreSessionSnapshot(): void {
  const session = useSession.getState();
  const stored = readJson<SessionSnapshot>(STORAGE_KEYS.sessionSnapshot);
  // No session, no claims: a snapshot's userId (a number, or null) never equals undefined.
  if (stored?.userId !== session.claims?.userid || !stored?.businesses?.length || !stored.planModules) return;
  session.setBusinesses(stored.businesses);
  session.setPlanModules(stored.planModules);
}

export const sessionDataQueryOptions = (client: QueryClient, userId: number) => ({
  queryKey: queryKeys.sessionData(userId),
  queryFn: () => loadSessionData(client),
  staleTime: Infinity,
});
