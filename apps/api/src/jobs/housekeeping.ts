import type { FastifyInstance } from 'fastify';
import { purgeIdempotencyKeys } from '../http/idempotency';
import { purgeDoneJobs } from './outbox.queries';
import { runPeriodically } from '../lib/run-periodically';
import { maintainEmbeddedTables } from '../db/embedded-maintenance';

/** Hourly clean-up of rows that only matter for a while: idempotency keys (24 h, API.md §1.8), done jobs (30 days). */
export function startHousekeeping(app: FastifyInstance, intervalMs = 60 * 60 * 1000): void {
  runPeriodically(app, 'housekeeping', intervalMs, async () => {
    const [purged, doneJobs] = await Promise.all([purgeIdempotencyKeys(app.db), purgeDoneJobs(app.db)]);
    if (purged > 0) app.log.info({ purged }, 'expired idempotency keys removed');
    if (doneJobs > 0) app.log.info({ doneJobs }, 'old done outbox jobs removed');
  });
}

/**
 * On the embedded database only, every 10 minutes: vacuum and analyze the tables that changed enough (PostgreSQL's
 * autovacuum does this on a server; PGlite has none). The first run is at start, so a shop that imported its
 * catalogue yesterday gets its statistics and its index-only product lists this morning.
 */
export function startEmbeddedUpkeep(app: FastifyInstance, intervalMs = 10 * 60 * 1000): void {
  if (app.dbKind !== 'pglite') return;
  runPeriodically(app, 'embedded database upkeep', intervalMs, async () => {
    const done = await maintainEmbeddedTables(app.db);
    if (done.length > 0) app.log.info({ tables: done }, 'embedded database vacuumed and analyzed');
  });
}
