import type { AuthStateCache } from '../http/auth-state';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { RateLimiter } from '../lib/rate-limiter';
import type { OutboxWorker } from '../jobs/outbox-worker';

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
    /** The outbox worker of this process (null with RUN_WORKER=false): the shutdown stops it first (server.ts). */
    outboxWorker: OutboxWorker | null;
  }
}
