import type { FastifyRequest } from 'fastify';
import type { ModuleKey, RouteContract } from '@dukani/contracts';
import type { Db } from '../db/client';
import type { AuthStateCache } from './auth-state';
import { verifyAccessToken } from '../lib/access-token';
import { AppError } from '../lib/app-error';
import { canUseModules, type AuthContext } from '../lib/auth-context';
import type { RateLimiter } from '../lib/rate-limiter';
import { msg } from '../lib/messages';
import { clock } from '../lib/clock';
import { businessDateOf, planPhaseOf } from '@dukani/domain';

/** Names that make a route "name a business" (API.md §1.2). */
const BUSINESS_KEYS = ['businessId', 'BusinessId', 'customerInfoCustId', 'custId', 'businesId'] as const;

function namedBusinessIds(...parts: unknown[]): number[] {
  const ids = new Set<number>();
  for (const part of parts) {
    if (!part || typeof part !== 'object' || Array.isArray(part)) continue;
    for (const key of BUSINESS_KEYS) {
      const value = (part as Record<string, unknown>)[key];
      const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
      if (Number.isInteger(id) && id > 0) ids.add(id);
    }
  }
  return [...ids];
}

/**
 * A valid, unexpired token of an enabled, live user; anything else is 401. The user's state comes from the
 * in-process cache (http/auth-state.ts): no row is read for a known user, and any change to it empties the cache.
 */
export async function authenticate(db: Db, req: FastifyRequest, secret: string, limiter: RateLimiter, state: AuthStateCache) {
  const header = req.headers.authorization;
  if (!header || !header.startsWith('Bearer ')) throw new AppError('UNAUTHENTICATED', msg('auth.signInFirst'));
  const claims = await verifyAccessToken(header.slice(7).trim(), secret);
  const user = await state.user(db, claims.userid);
  if (!user || user.deletedAt || !user.isEnabled || user.tenantId !== claims.tenantId) {
    throw new AppError('UNAUTHENTICATED', msg('auth.cannotSignIn'));
  }
  if (claims.tv !== user.tokenVersion) throw new AppError('UNAUTHENTICATED', msg('auth.passwordChanged'));
  await limiter.hit(`user:${user.id}`);
  return { claims, user };
}

/**
 * What a shop can still change once its plan is past the grace days: sell and give back (a customer's refund
 * does not wait for the shop's bill), pay the bill, settings, staff.
 */
const OPEN_AFTER_EXPIRY: readonly ModuleKey[] = ['pos', 'refunds', 'billing', 'settings', 'users'];
/** Lists and reports sent as POST (F11, G1, O1, P2, P8, …) are reads: they keep working. */
const POST_READ = /\/(Get[A-Z]\w*|BranchNotices)(\/|$)/;

function isLockedByExpiry(contract: RouteContract, expiresOn: Date | null): boolean {
  const modules = contract.modules ?? [];
  // Routes of no module (account, notifications) belong to the person, not to the plan.
  if (modules.length === 0 || modules.some((key) => OPEN_AFTER_EXPIRY.includes(key))) return false;
  if (contract.method === 'GET' || POST_READ.test(contract.path)) return false;
  return planPhaseOf(expiresOn, clock.now()) === 'Locked';
}

/** Business scope, tenant match, plan rule, role rule and owner-only rule of API.md §1.2. */
export async function authorize(
  db: Db,
  req: FastifyRequest,
  contract: RouteContract,
  base: { claims: { userid: number; tenantId: number; businessId: number }; user: { name: string } },
  state: AuthStateCache,
): Promise<AuthContext> {
  const { links, planModules, planExpiresOn } = await state.accessOf(db, base.claims.userid, base.claims.tenantId);
  const params = req.params as Record<string, unknown> | undefined;
  if (params && 'tenantId' in params && Number(params.tenantId) !== base.claims.tenantId) {
    throw new AppError('FORBIDDEN', msg('common.tenantNotYours'));
  }
  const named = namedBusinessIds(params, req.query, req.body);
  for (const id of named) {
    if (!links.has(id)) throw new AppError('BUSINESS_ACCESS', msg('common.businessAccess', { id: String(id) }));
  }
  const businessId = named[0] ?? base.claims.businessId;
  const role = links.get(businessId) ?? null;
  const modules = contract.modules ?? [];
  if (modules.length > 0) {
    if (!modules.some((key) => planModules.includes(key))) {
      throw new AppError('PLAN_MODULE', msg('common.planModule', { modules: modules.join(' / ') }));
    }
    if (!canUseModules(role, modules)) {
      throw new AppError('FORBIDDEN', msg('common.roleNotAllowed', { modules: modules.join(' / ') }));
    }
  }
  if (isLockedByExpiry(contract, planExpiresOn)) {
    throw new AppError('PLAN_EXPIRED', msg('common.planExpired', { date: businessDateOf('KE', planExpiresOn!) }));
  }
  if (contract.owner === 'Owner' && role?.roleTypes !== 'Owner') throw new AppError('FORBIDDEN', msg('common.ownerOnly'));
  if (contract.owner === 'OwnerOrAdmin' && role?.roleTypes !== 'Owner' && role?.roleTypes !== 'Admin') {
    throw new AppError('FORBIDDEN', msg('common.ownerOrAdminOnly'));
  }
  return {
    userId: base.claims.userid,
    tenantId: base.claims.tenantId,
    tokenBusinessId: base.claims.businessId,
    businessId,
    role,
    links,
    planModules,
    userName: base.user.name,
  };
}
