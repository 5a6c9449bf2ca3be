import { and, eq, isNull } from 'drizzle-orm';
import type { ModuleKey, RoleType } from '@dukani/contracts';
import type { Db } from '../db/client';
import { businesses, businessUsers, plans, tenants, users } from '../db/tenancy.schema';
import type { ChangeFeed, SharedChange } from '../db/change-feed';
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

/** A kept answer and when it was loaded (performance.now(), which never goes back). */
interface Entry<T> {
  value: T;
  at: number;
  tenantId: number | null;
}

export interface AuthStateCacheOptions {
  /** Committed changes of every process on this PostgreSQL database (absent on PGlite: one process). */
  shared?: ChangeFeed;
  /** No entry is used older than this: the backstop should a notification ever be missed. */
  ttlMs?: number;
}

/**
 * The per-user state every request checks (issue 18 item 2): enabled, deleted, token version, name, business links
 * and roles, the tenant's plan modules and end. Kept in this process and read from the database only on a miss, so
 * an authenticated request reads no row for its token. Any write to users, business_users, businesses, tenants or
 * plans made through this process's Database — whoever makes it — empties the cache while it runs and again once it
 * has committed (db/write-watch.ts), and a load that overlapped a write is not kept (the generation moved): a
 * disabled user, a raised token version or a changed role is refused on the very next request.
 *
 * Other processes on the same PostgreSQL (issue 35): triggers notify every commit to those tables with its tenant,
 * and the change feed (db/change-feed.ts) empties that tenant's entries here within milliseconds. While the feed is
 * not listening nothing is kept, and every entry expires after `ttlMs` whatever happens.
 */
export class AuthStateCache {
  private generation = 0;
  private readonly users = new Map<number, Entry<AuthUser | null>>();
  private readonly access = new Map<string, Entry<AuthAccess>>();
  private readonly derived = new Map<string, Entry<unknown>>();
  private readonly ttlMs: number;
  private readonly shared: ChangeFeed | undefined;

  constructor(writes: WriteWatch, options: AuthStateCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.shared = options.shared;
    writes.subscribe((tables) => {
      if (tables.some((table) => AUTH_TABLES.has(table))) this.clear();
    });
    this.shared?.onChange((change) => this.forget(change));
    // Notifications sent while the feed was down are lost: start over both when it drops and when it is back.
    this.shared?.onLive(() => this.clear());
  }

  clear(): void {
    this.generation += 1;
    this.users.clear();
    this.access.clear();
    this.derived.clear();
  }

  /** Drops what a change committed elsewhere may have made wrong: the tenant's entries, or all of them. */
  private forget(change: SharedChange): void {
    if (!AUTH_TABLES.has(change.table)) return;
    if (change.tenantId === null) return this.clear();
    // A load running now may have read the row before the commit: it must not be kept.
    this.generation += 1;
    for (const map of [this.users, this.access, this.derived] as Map<unknown, Entry<unknown>>[]) {
      for (const [key, entry] of map) {
        // An unknown user (null) might be the row just inserted; it carries no tenant, so it goes too.
        if (entry.tenantId === change.tenantId || entry.tenantId === null) map.delete(key);
      }
    }
  }

  private fresh<T>(entry: Entry<T> | undefined): entry is Entry<T> {
    return entry !== undefined && performance.now() - entry.at < this.ttlMs;
  }

  async user(db: Db, userId: number): Promise<AuthUser | null> {
    const hit = this.users.get(userId);
    if (this.fresh(hit)) return hit.value;
    const generation = this.generation;
    const at = performance.now();
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
    this.keep(generation, this.users, userId, { value: row ?? null, at, tenantId: row?.tenantId ?? null });
    return row ?? null;
  }

  async accessOf(db: Db, userId: number, tenantId: number): Promise<AuthAccess> {
    const key = `${userId}:${tenantId}`;
    const hit = this.access.get(key);
    if (this.fresh(hit)) return hit.value;
    const generation = this.generation;
    const at = performance.now();
    const loaded = await loadAccess(db, userId, tenantId);
    this.keep(generation, this.access, key, { value: loaded, at, tenantId });
    return loaded;
  }

  /**
   * An answer computed only from the auth tables of one tenant (C1's list of the caller's businesses), kept and
   * emptied with the rest: `load` must read nothing else, or a write elsewhere would leave it stale. Callers must
   * not mutate it.
   */
  async derive<T>(key: string, tenantId: number, load: () => Promise<T>): Promise<T> {
    const hit = this.derived.get(key);
    if (this.fresh(hit)) return hit.value as T;
    const generation = this.generation;
    const at = performance.now();
    const loaded = await load();
    this.keep(generation, this.derived, key, { value: loaded, at, tenantId });
    return loaded;
  }

  private keep<K, T>(generation: number, map: Map<K, Entry<T>>, key: K, entry: Entry<T>) {
    if (generation !== this.generation) return;
    // Without a listening feed another process's change would go unheard: keep nothing until it is back.
    if (this.shared && !this.shared.live) return;
    if (map.size >= MAX_ENTRIES) this.clear();
    map.set(key, entry);
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
