import type { FastifyInstance } from 'fastify';
import { purgeIdempotencyKeys } from '../http/idempotency';
import { purgeDoneJobs } from './outbox.queries';
import { runPeriodically } from '../lib/run-periodically';

/** Hourly clean-up of rows that only matter for a while: idempotency keys (24 h, API.md §1.8), done jobs (30 days). */
export function startHousekeeping(app: FastifyInstance, intervalMs = 60 * 60 * 1000): void {
  runPeriodically(app, 'housekeeping', intervalMs, async () => {
    const [purged, doneJobs] = await Promise.all([purgeIdempotencyKeys(app.db), purgeDoneJobs(app.db)]);
    if (purged > 0) app.log.info({ purged }, 'expired idempotency keys removed');
    if (doneJobs > 0) app.log.info({ doneJobs }, 'old done outbox jobs removed');
  });
}
