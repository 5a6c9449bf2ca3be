import type { AuthStateCache } from '../http/auth-state';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { RateLimiter } from '../lib/rate-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: 'pglite' | 'postgres';
    config: Config;
    uploadsDir: string;
    /** 600 requests a minute per user (API.md §1.10). */
    userRateLimiter: RateLimiter;
    /** Users' enabled/version/links/plan, kept in this process (http/auth-state.ts). */
    authState: AuthStateCache;
  }
}
