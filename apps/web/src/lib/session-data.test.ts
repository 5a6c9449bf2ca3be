import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Business, ModuleKey } from '@dukani/contracts';
import { installSessionHooks } from './api-client';
import { createSessionHooks } from './session';
import { loadSessionData, restoreSessionSnapshot } from './session-data';
import { decodeClaims, useSession } from './session-store';

/** A JWT-shaped token: only the payload matters to the client (the server checks the signature). */
function jwt(claims: Record<string, number>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}
const accessToken = jwt({ exp: Math.floor(Date.now() / 1000) + 3600, userid: 7, businessId: 3, tenantId: 1 });

class MemoryStorage {
  private map = new Map<string, string>();
  getItem = (key: string) => this.map.get(key) ?? null;
  setItem = (key: string, value: string) => void this.map.set(key, String(value));
  removeItem = (key: string) => void this.map.delete(key);
  clear = () => this.map.clear();
}

const shop = (businessId: number, roleTypes: Business['roleTypes'] = 'Owner'): Business => ({
  businessId,
  tenantId: 1,
  organizationName: `Shop ${businessId}`,
  fullnames: null,
  primaryPhone: '+254712345678',
  primaryEmail: null,
  website: null,
  city: 'Nakuru',
  country: 'KE',
  location: null,
  logo: null,
  address: null,
  roleTypes,
  roles: [],
});
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A device that opened the till before: tokens and the last C1/C5 answers of `userId` in its storage. */
function storedVisit(userId: number, businesses: Business[], planModules: ModuleKey[]) {
  localStorage.setItem('accessToken', accessToken);
  localStorage.setItem('refreshToken', 'refresh-1');
  localStorage.setItem('businessId', '3');
  localStorage.setItem('sessionSnapshot', JSON.stringify({ userId, businesses, planModules }));
  useSession.getState().initialise();
}

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  installSessionHooks(createSessionHooks());
  useSession.getState().clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the session from the device at start-up (issue 33)', () => {
  it("restores this user's businesses and plan before any request", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    storedVisit(7, [shop(3)], ['pos']);

    restoreSessionSnapshot();

    const session = useSession.getState();
    expect(session.businesses.map((b) => b.businessId)).toEqual([3]);
    expect(session.planModules).toEqual(['pos']);
    expect(session.role).toEqual({ roleTypes: 'Owner', roles: [] });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("restores nothing from another user's snapshot, or with no session", () => {
    storedVisit(8, [shop(3)], ['pos']);
    restoreSessionSnapshot();
    expect(useSession.getState().businesses).toEqual([]);
    expect(useSession.getState().planModules).toEqual([]);

    useSession.getState().clear();
    localStorage.setItem('sessionSnapshot', JSON.stringify({ userId: 7, businesses: [shop(3)], planModules: ['pos'] }));
    restoreSessionSnapshot();
    expect(useSession.getState().status).toBe('anonymous');
    expect(useSession.getState().businesses).toEqual([]);
  });

  it("lets the server's answers replace what was restored", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/Business/GetBillingStatus')
          ? json(200, { success: true, result: { planModules: ['pos', 'reports'] } })
          : json(200, { success: true, result: [shop(3, 'Salesperson')] }),
      ),
    );
    storedVisit(7, [shop(3)], ['pos']);
    restoreSessionSnapshot();

    await loadSessionData(new QueryClient());

    const session = useSession.getState();
    expect(session.planModules).toEqual(['pos', 'reports']);
    expect(session.role).toEqual({ roleTypes: 'Salesperson', roles: [] });
  });

  it('still signs out when the server refuses the session behind the restored screen', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { success: false, code: 'UNAUTHENTICATED', errordesc: 'Sign in again' })),
    );
    storedVisit(7, [shop(3)], ['pos']);
    restoreSessionSnapshot();
    expect(decodeClaims(useSession.getState().accessToken)?.userid).toBe(7);

    await loadSessionData(new QueryClient({ defaultOptions: { queries: { retry: false } } }));

    expect(useSession.getState().status).toBe('anonymous');
    expect(useSession.getState().businesses).toEqual([]);
    expect(localStorage.getItem('sessionSnapshot')).toBeNull();
  });
});
