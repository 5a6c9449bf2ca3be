import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBusinesses } from '@dukani/contracts/routes/get-businesses';
import { getBillingStatus } from '@dukani/contracts/routes/get-billing-status';
import { apiCall, ApiError, installSessionHooks } from './api-client';
import { createSessionHooks } from './session';
import { decodeClaims, isTokenExpired, useSession } from './session-store';

/** A JWT-shaped token: only the payload matters to the client (the server checks the signature). */
function jwt(claims: Record<string, number>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}
const nowSeconds = () => Math.floor(Date.now() / 1000);
const token = (exp: number, userid = 7) => jwt({ exp, userid, businessId: 1, tenantId: 1 });

class MemoryStorage {
  private map = new Map<string, string>();
  getItem = (key: string) => this.map.get(key) ?? null;
  setItem = (key: string, value: string) => void this.map.set(key, String(value));
  removeItem = (key: string) => void this.map.delete(key);
  clear = () => this.map.clear();
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unauthorized = () => json(401, { success: false, code: 'UNAUTHENTICATED', errordesc: 'Sign in again' });

function signInWith(accessToken: string, refreshToken = 'refresh-1') {
  localStorage.setItem('accessToken', accessToken);
  localStorage.setItem('refreshToken', refreshToken);
  useSession.setState({ status: 'authenticated', accessToken, refreshToken, claims: decodeClaims(accessToken) });
}

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  installSessionHooks(createSessionHooks());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('token expiry (zero tolerance)', () => {
  it('treats a token whose exp is exactly now as expired', () => {
    const now = 1_700_000_000_000;
    expect(isTokenExpired(token(now / 1000), now)).toBe(true);
    expect(isTokenExpired(token(now / 1000 + 1), now)).toBe(false);
    expect(isTokenExpired(token(now / 1000 - 3600), now)).toBe(true);
  });

  it('rejects a token without three parts', () => {
    expect(decodeClaims('a.b')).toBeNull();
    expect(isTokenExpired('a.b')).toBe(true);
  });

  it('logs out silently before any request when the stored token has expired and there is no refresh token', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    signInWith(token(nowSeconds() - 1), '');
    useSession.setState({ refreshToken: null });
    await expect(apiCall(getBusinesses)).rejects.toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useSession.getState().status).toBe('anonymous');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('refreshes an expired token before the request and signs out when the server refuses the refresh', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        return json(401, { success: false, code: 'UNAUTHENTICATED', errordesc: 'Refresh token revoked' });
      }),
    );
    signInWith(token(nowSeconds() - 1));
    await expect(apiCall(getBusinesses)).rejects.toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    expect(calls).toEqual(['/api/Auth/RefreshToken']);
    expect(useSession.getState().status).toBe('anonymous');
  });

  it('keeps the session when a token expired offline: the call fails as NETWORK and goes once the refresh answers', async () => {
    const fresh = token(nowSeconds() + 3600);
    let online = false;
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (!online) throw new TypeError('Failed to fetch');
        calls.push(url);
        if (url === '/api/Auth/RefreshToken') return json(200, { success: true, result: { token: fresh, refreshToken: 'refresh-2', businessId: 1 } });
        expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${fresh}`);
        return json(200, { success: true, result: [] });
      }),
    );
    signInWith(token(nowSeconds() - 1));
    await expect(apiCall(getBusinesses)).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    expect(useSession.getState().status).toBe('authenticated');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');

    online = true;
    await expect(apiCall(getBusinesses)).resolves.toEqual([]);
    expect(calls).toEqual(['/api/Auth/RefreshToken', '/api/Business/GetBusinesses']);
    expect(useSession.getState().accessToken).toBe(fresh);
  });

  it('opens a stored session whose token expired when it has a refresh token (a till reopened offline)', () => {
    localStorage.setItem('accessToken', token(nowSeconds() - 3600));
    localStorage.setItem('refreshToken', 'refresh-1');
    useSession.getState().initialise();
    expect(useSession.getState().status).toBe('authenticated');
    localStorage.removeItem('refreshToken');
    useSession.getState().initialise();
    expect(useSession.getState().status).toBe('anonymous');
  });
});

describe('401 refresh queue', () => {
  const oldToken = token(nowSeconds() + 3600, 7);
  const newToken = token(nowSeconds() + 7200, 7);

  it('refreshes once for several concurrent 401s and replays each with the new token', async () => {
    let refreshCalls = 0;
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/Auth/RefreshToken') {
        refreshCalls += 1;
        expect(JSON.parse(String(init.body))).toEqual({ refreshToken: 'refresh-1' });
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json(200, { success: true, result: { token: newToken, refreshToken: 'refresh-2', businessId: 1 } });
      }
      const auth = (init.headers as Record<string, string>).Authorization;
      if (auth !== `Bearer ${newToken}`) return unauthorized();
      return url.startsWith('/api/Business/GetBillingStatus')
        ? json(200, { success: true, result: { planModules: ['pos'] } })
        : json(200, { success: true, result: [] });
    });
    vi.stubGlobal('fetch', fetchMock);
    signInWith(oldToken);

    const results = await Promise.all([apiCall(getBusinesses), apiCall(getBusinesses), apiCall(getBillingStatus, { params: { tenantId: 1 } })]);

    expect(refreshCalls).toBe(1);
    expect(results[0]).toEqual([]);
    expect(results[2]).toEqual({ planModules: ['pos'] });
    expect(useSession.getState().accessToken).toBe(newToken);
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
    // 3 refused + 1 refresh + 3 replays.
    expect(fetchMock).toHaveBeenCalledTimes(7);
  });

  it('logs out and rejects every queued request when the refresh fails', async () => {
    let refreshCalls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/Auth/RefreshToken') {
          refreshCalls += 1;
          return json(401, { success: false, code: 'UNAUTHENTICATED', errordesc: 'Refresh token revoked' });
        }
        return unauthorized();
      }),
    );
    signInWith(oldToken);

    const outcomes = await Promise.allSettled([apiCall(getBusinesses), apiCall(getBusinesses), apiCall(getBusinesses)]);

    expect(refreshCalls).toBe(1);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
      expect((outcome as PromiseRejectedResult).reason.status).toBe(401);
    }
    expect(useSession.getState().status).toBe('anonymous');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('logs out when the replayed request is refused again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/Auth/RefreshToken' ? json(200, { success: true, result: { token: newToken, refreshToken: 'refresh-2', businessId: 1 } }) : unauthorized(),
      ),
    );
    signInWith(oldToken);
    await expect(apiCall(getBusinesses)).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState().status).toBe('anonymous');
  });

  it('rejects a 403 with its body and does not refresh', async () => {
    const body = { success: false, code: 'PLAN_MODULE', errordesc: 'Your plan does not include products' };
    const fetchMock = vi.fn(async () => json(403, body));
    vi.stubGlobal('fetch', fetchMock);
    signInWith(oldToken);
    const error = await apiCall(getBusinesses).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'PLAN_MODULE', message: body.errordesc, body });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useSession.getState().status).toBe('authenticated');
  });

  it("shows 'Internal server error' when there is no envelope at all", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    signInWith(oldToken);
    await expect(apiCall(getBusinesses)).rejects.toMatchObject({ status: 502, message: 'Internal server error' });
  });
});
