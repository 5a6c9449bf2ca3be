import { refreshToken as refreshTokenRoute } from '@dukani/contracts/routes/refresh-token';
import { apiCall, installSessionHooks, isApiError, type SessionHooks } from './api-client';
import { queryClient } from './query-client';
import { isTokenExpired, useSession } from './session-store';
import { STORAGE_KEYS } from './storage';

const resetters = new Set<() => void>();

/**
 * Register a client store that logout must reset (cart, held orders, settings screens…).
 * Returns the unregister function.
 */
export function onLogout(reset: () => void): () => void {
  resetters.add(reset);
  return () => resetters.delete(reset);
}

/**
 * End the session: tokens, business id, the selected business and every client store and
 * cached query. The route guard then sends the user to `/?returnUrl=<page>` (product-spec §2).
 */
export function logout(): void {
  useSession.getState().clear();
  for (const reset of resetters) reset();
  // After the guard has unmounted the dashboard, so no mounted query refetches into a 401.
  setTimeout(() => queryClient.clear(), 0);
}

/**
 * A11 once: store the new pair, or log out when the refresh token is missing or the server refuses it. With no
 * answer (offline, the line dropped, the server down) the session stays and the error goes up as `NETWORK`: a till whose
 * token ran out offline keeps selling, its sales wait on the device and go once a refresh succeeds.
 */
async function refreshSession(): Promise<string | null> {
  const stored = useSession.getState().refreshToken;
  if (!stored) {
    logout();
    return null;
  }
  try {
    const tokens = await apiCall(refreshTokenRoute, { body: { refreshToken: stored } });
    useSession.getState().setAccessTokens(tokens);
    return tokens.token;
  } catch (error) {
    // Only the server's refusal (401, a bad request) ends the session; no answer, 5xx or 429 is "try later".
    if (isApiError(error) && (error.status === 0 || error.status === 429 || error.status >= 500)) throw error;
    logout();
    return null;
  }
}

/** The api-client hooks backed by the session store (product-spec §4, API.md §1.2). */
export function createSessionHooks(): SessionHooks {
  return {
    getAccessToken: () => useSession.getState().accessToken,
    isExpired: (token) => isTokenExpired(token),
    onExpired: logout,
    refresh: refreshSession,
  };
}

/** Start-up: read the stored token and wire the api client to the session. */
export function startSession(): void {
  installSessionHooks(createSessionHooks());
  useSession.getState().initialise();
  // A shared till often has two tabs open: logging out in one must not leave the other signed in.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.accessToken && !event.newValue && useSession.getState().status === 'authenticated') logout();
  });
}
