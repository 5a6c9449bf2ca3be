import { and, eq, isNull } from 'drizzle-orm';
import type { ModuleKey, RoleType } from '@dukani/contracts';
import type { Db } from '../db/client';
import { businesses, businessUsers, plans, tenants, users } from '../db/tenancy.schema';
import type { WriteWatch } from '../db/write-watch';
import type { BusinessRole } from '../lib/auth-context';

export interface AuthUser {
  id: number;
  tenantId: number;
  name: string;
  isEnabled: boolean;
  deletedAt: Date | null;
  tokenVersion: number;
}

export interface AuthAccess {
  links: Map<number, BusinessRole>;
  planModules: ModuleKey[];
  planExpiresOn: Date | null;
}

/** The tables whose rows decide who may do what: a write to any of them empties the cache. */
const AUTH_TABLES = new Set(['users', 'business_users', 'businesses', 'tenants', 'plans']);
/** Far above the users one process serves at once; past it the cache starts over rather than grow. */
const MAX_ENTRIES = 20_000;

/**
 * The per-user state every request checks (issue 18 item 2): enabled, deleted, token version, name, business links
 * and roles, the tenant's plan modules and end. Kept in this process and read from the database only on a miss, so
 * an authenticated request reads no row for its token. Any write to users, business_users, businesses, tenants or
 * plans made through this process's Database — whoever makes it — empties the cache while it runs and again once it
 * has committed (db/write-watch.ts), and a load that overlapped a write is not kept (the generation moved): a
 * disabled user, a raised token version or a changed role is refused on the very next request. Another process
 * writing the same database is not seen: see docs/ARCHITECTURE.md (Auth) for what a multi-process deployment needs.
 */
export class AuthStateCache {
  private generation = 0;
  private readonly users = new Map<number, AuthUser | null>();
  private readonly access = new Map<string, AuthAccess>();
  private readonly derived = new Map<string, unknown>();

  constructor(writes: WriteWatch) {
    writes.subscribe((tables) => {
      if (tables.some((table) => AUTH_TABLES.has(table))) this.clear();
    });
  }

  clear(): void {
    this.generation += 1;
    this.users.clear();
    this.access.clear();
    this.derived.clear();
  }

  async user(db: Db, userId: number): Promise<AuthUser | null> {
    if (this.users.has(userId)) return this.users.get(userId)!;
    const generation = this.generation;
    const [row] = await db
      .select({
        id: users.id,
        tenantId: users.tenantId,
        name: users.name,
        isEnabled: users.isEnabled,
        deletedAt: users.deletedAt,
        tokenVersion: users.tokenVersion,
      })
      .from(users)
      .where(eq(users.id, userId));
    this.keep(generation, () => this.users.set(userId, row ?? null), this.users.size);
    return row ?? null;
  }

  async accessOf(db: Db, userId: number, tenantId: number): Promise<AuthAccess> {
    const key = `${userId}:${tenantId}`;
    const hit = this.access.get(key);
    if (hit) return hit;
    const generation = this.generation;
    const loaded = await loadAccess(db, userId, tenantId);
    this.keep(generation, () => this.access.set(key, loaded), this.access.size);
    return loaded;
  }

  /**
   * An answer computed only from the auth tables (C1's list of the caller's businesses), kept and emptied with the
   * rest: `load` must read nothing else, or a write elsewhere would leave it stale. Callers must not mutate it.
   */
  async derive<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.derived.has(key)) return this.derived.get(key) as T;
    const generation = this.generation;
    const loaded = await load();
    this.keep(generation, () => this.derived.set(key, loaded), this.derived.size);
    return loaded;
  }

  private keep(generation: number, store: () => void, size: number) {
    if (generation !== this.generation) return;
    if (size >= MAX_ENTRIES) this.clear();
    store();
  }
}

/** The caller's live business links (with roles) and the tenant's plan, read from the database. */
export async function loadAccess(db: Db, userId: number, tenantId: number): Promise<AuthAccess> {
  const rows = await db
    .select({ businessId: businessUsers.businessId, roleTypes: businessUsers.roleTypes, roles: businessUsers.roles })
    .from(businessUsers)
    .innerJoin(businesses, and(eq(businesses.id, businessUsers.businessId), isNull(businesses.deletedAt)))
    .where(eq(businessUsers.userId, userId));
  const links = new Map<number, BusinessRole>();
  for (const row of rows) links.set(row.businessId, { roleTypes: row.roleTypes as RoleType, roles: row.roles as ModuleKey[] });
  const [plan] = await db
    .select({ modules: plans.modules, expiresOn: tenants.planExpiresOn })
    .from(tenants)
    .innerJoin(plans, eq(plans.id, tenants.planId))
    .where(eq(tenants.id, tenantId));
  return { links, planModules: (plan?.modules ?? []) as ModuleKey[], planExpiresOn: plan?.expiresOn ?? null };
}
