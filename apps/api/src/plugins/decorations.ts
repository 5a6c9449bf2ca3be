import type { AuthStateCache } from '../http/auth-state';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { RateLimiter } from '../lib/rate-limiter';
import type { Readiness } from '../http/readiness';
import type { Metrics } from '../http/metrics';

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
    /** Starting, migrating, serving or draining: GET /api/ready (http/readiness.ts). */
    readiness: Readiness;
    /** This app's Prometheus registry and the instruments the http layer feeds (http/metrics.ts). */
    metrics: Metrics;
  }
}
