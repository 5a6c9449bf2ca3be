import { create } from 'zustand';
import type { Business, ModuleKey, RoleType, TokenClaims, Tokens } from '@dukani/contracts';
import { readJson, STORAGE_KEYS, writeJson } from './storage';

export type SessionStatus = 'unknown' | 'anonymous' | 'authenticated';

export interface SessionState {
  status: SessionStatus;
  accessToken: string | null;
  refreshToken: string | null;
  claims: TokenClaims | null;
  /** The active business (also kept under the `business` and `businessId` keys). */
  businessId: number | null;
  activeBusiness: Business | null;
  businesses: Business[];
  role: { roleTypes: RoleType; roles: ModuleKey[] } | null;
  planModules: ModuleKey[];
  /** Read the stored tokens once at start-up. */
  initialise(): void;
  signIn(tokens: Tokens): void;
  setAccessTokens(tokens: Tokens): void;
  setBusinesses(businesses: Business[]): void;
  selectBusiness(business: Business): void;
  setPlanModules(modules: ModuleKey[]): void;
  /** Clear tokens, business and every persisted client key; the caller navigates. */
  clear(): void;
}

/** Reads the JWT payload; a token without three parts is rejected (product-spec §5). */
export function decodeClaims(token: string | null): TokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const json = atob(parts[1]!.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(json) as TokenClaims;
  } catch {
    return null;
  }
}

/** Zero tolerance: a token whose exp is now or past is expired (product-spec §9). */
export function isTokenExpired(token: string, now = Date.now()): boolean {
  const claims = decodeClaims(token);
  return !claims || claims.exp * 1000 <= now;
}

const roleOf = (business: Business | null) => (business ? { roleTypes: business.roleTypes, roles: business.roles } : null);

export const useSession = create<SessionState>((set, get) => ({
  status: 'unknown',
  accessToken: null,
  refreshToken: null,
  claims: null,
  businessId: null,
  activeBusiness: null,
  businesses: [],
  role: null,
  planModules: [],
  initialise() {
    const accessToken = localStorage.getItem(STORAGE_KEYS.accessToken);
    const refreshToken = localStorage.getItem(STORAGE_KEYS.refreshToken);
    const claims = decodeClaims(accessToken);
    // An expired token with a refresh token keeps the session: a till opened offline after days must still sell
    // (issue 17). The api client refreshes before its next call; only the server refusing the refresh signs out.
    if (!accessToken || !claims || (isTokenExpired(accessToken) && !refreshToken)) {
      get().clear();
      return;
    }
    const activeBusiness = readJson<Business>(STORAGE_KEYS.business);
    const storedId = Number(localStorage.getItem(STORAGE_KEYS.businessId));
    set({
      status: 'authenticated',
      accessToken,
      refreshToken,
      claims,
      businessId: storedId || activeBusiness?.businessId || claims.businessId,
      activeBusiness,
      role: roleOf(activeBusiness),
    });
  },
  signIn(tokens) {
    get().setAccessTokens(tokens);
    localStorage.setItem(STORAGE_KEYS.businessId, String(tokens.businessId));
    set({ status: 'authenticated', businessId: tokens.businessId });
  },
  setAccessTokens(tokens) {
    localStorage.setItem(STORAGE_KEYS.accessToken, tokens.token);
    localStorage.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
    set({ accessToken: tokens.token, refreshToken: tokens.refreshToken, claims: decodeClaims(tokens.token) });
  },
  setBusinesses(businesses) {
    const current = get().businessId;
    const active = businesses.find((b) => b.businessId === current) ?? businesses[0] ?? null;
    set({ businesses });
    if (active) get().selectBusiness(active);
  },
  selectBusiness(business) {
    localStorage.setItem(STORAGE_KEYS.businessId, String(business.businessId));
    writeJson(STORAGE_KEYS.business, business);
    set({ businessId: business.businessId, activeBusiness: business, role: roleOf(business) });
  },
  setPlanModules(planModules) {
    set({ planModules });
  },
  clear() {
    for (const key of [
      STORAGE_KEYS.accessToken,
      STORAGE_KEYS.refreshToken,
      STORAGE_KEYS.businessId,
      STORAGE_KEYS.business,
      STORAGE_KEYS.heldOrders,
      STORAGE_KEYS.currentOrder,
      STORAGE_KEYS.sessionSnapshot,
    ]) {
      localStorage.removeItem(key);
    }
    set({
      status: 'anonymous',
      accessToken: null,
      refreshToken: null,
      claims: null,
      businessId: null,
      activeBusiness: null,
      businesses: [],
      role: null,
      planModules: [],
    });
  },
}));

/** May the current user use this module key here? Both the plan and the role must allow it (API.md §1.2). */
export function canUse(state: Pick<SessionState, 'role' | 'planModules'>, keys: readonly ModuleKey[]): boolean {
  if (keys.length === 0) return true;
  if (!keys.some((key) => state.planModules.includes(key))) return false;
  const role = state.role;
  if (!role) return false;
  if (role.roleTypes === 'Owner' || role.roleTypes === 'Admin') return true;
  return keys.some((key) => role.roles.includes(key));
}

/**
 * Does the current user see the whole shop's transactions (API.md §1.2)? Owner, Admin and a role with `reports`
 * do; anyone else sees only the sales they rang up (the server narrows L1, L7, L8 and L9 the same way), so
 * screens show them no shop totals and no export. The role decides, not the plan, as on the server.
 */
export function seesWholeShop(state: Pick<SessionState, 'role'>): boolean {
  const role = state.role;
  if (!role) return false;
  return role.roleTypes === 'Owner' || role.roleTypes === 'Admin' || role.roles.includes('reports');
}
