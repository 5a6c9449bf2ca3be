import type { FastifyInstance } from 'fastify';
import { purgeIdempotencyKeys } from '../http/idempotency';

/** Hourly clean-up of rows that only matter for a while (idempotency keys live 24 h, API.md §1.8). */
export function startHousekeeping(app: FastifyInstance, intervalMs = 60 * 60 * 1000): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const tick = () => {
    running = purgeIdempotencyKeys(app.db)
      .then((purged) => {
        if (purged > 0) app.log.info({ purged }, 'expired idempotency keys removed');
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
