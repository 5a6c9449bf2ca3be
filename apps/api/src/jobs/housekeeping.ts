import type { FastifyInstance } from 'fastify';
import { purgeIdempotencyKeys } from '../http/idempotency';
import { purgeDoneJobs } from './outbox.queries';

/** Hourly clean-up of rows that only matter for a while: idempotency keys (24 h, API.md §1.8), done jobs (30 days). */
export function startHousekeeping(app: FastifyInstance, intervalMs = 60 * 60 * 1000): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const tick = () => {
    running = Promise.all([purgeIdempotencyKeys(app.db), purgeDoneJobs(app.db)])
      .then(([purged, doneJobs]) => {
        if (purged > 0) app.log.info({ purged }, 'expired idempotency keys removed');
        if (doneJobs > 0) app.log.info({ doneJobs }, 'old done outbox jobs removed');
      })
      .catch((err: unknown) => app.log.error({ err }, 'housekeeping failed'))
      .finally(() => {
        running = undefined;
      });
  };

  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
