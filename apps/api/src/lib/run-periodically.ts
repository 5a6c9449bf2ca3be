import type { FastifyInstance } from 'fastify';

/**
 * Run `work` when the app is ready and then every `intervalMs`, one run at a time; a failure is logged under
 * `name` and the next tick tries again. Closing the app stops the timer and waits for a run in progress.
 */
export function runPeriodically(app: FastifyInstance, name: string, intervalMs: number, work: () => Promise<void>): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = work()
      .catch((err: unknown) => app.log.error({ err }, `${name} failed`))
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
