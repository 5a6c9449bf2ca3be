import type { AuthStateCache } from '../http/auth-state';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { LimitStore, RateLimiter } from '../lib/rate-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: 'pglite' | 'postgres';
    config: Config;
    uploadsDir: string;
    /** Where every rate limit counts: this process, or Redis when REDIS_URL is set (lib/rate-limit-store.ts). */
    limits: LimitStore;
    /** 600 requests a minute per user (API.md §1.10). */
    userRateLimiter: RateLimiter;
    /** Users' enabled/version/links/plan, kept in this process (http/auth-state.ts). */
    authState: AuthStateCache;
  }
}
