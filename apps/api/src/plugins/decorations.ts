import type { AuthStateCache } from '../http/auth-state';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { FileStorage } from '../lib/file-storage';
import type { LimitStore, RateLimiter } from '../lib/rate-limiter';
import type { Readiness } from '../http/readiness';
import type { Metrics } from '../http/metrics';
import type { OutboxWorker } from '../jobs/outbox-worker';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: 'pglite' | 'postgres';
    config: Config;
    /** The uploads folder of this computer; where uploads live unless S3_BUCKET puts them in a bucket. */
    uploadsDir: string;
    /** Where uploads are stored and read: every upload route, `/uploads/` and the PDFs use this. */
    fileStorage: FileStorage;
    /** Where every rate limit counts: this process, or Redis when REDIS_URL is set (lib/rate-limit-store.ts). */
    limits: LimitStore;
    /** 600 requests a minute per user (API.md §1.10). */
    userRateLimiter: RateLimiter;
    /** Users' enabled/version/links/plan, kept in this process (http/auth-state.ts). */
    authState: AuthStateCache;
    /** Starting, migrating, serving or draining: GET /api/ready (http/readiness.ts). */
    readiness: Readiness;
    /** This app's Prometheus registry and the instruments the http layer feeds (http/metrics.ts). */
    metrics: Metrics;
    /** The outbox worker of this process (null with RUN_WORKER=false): the drain stops it (serve.ts). */
    outboxWorker: OutboxWorker | null;
  }
}
