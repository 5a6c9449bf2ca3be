import type { FastifyInstance } from 'fastify';

/**
 * Run `work` every `intervalMs` from the moment the app is ready until it closes, never two at once:
 * the next run is scheduled only when the previous one finished, and onClose waits for a run in flight.
 * `work` logs its own outcome; a throw is logged here under `failureMessage`.
 */
export function startPollingLoop(app: FastifyInstance, work: () => Promise<void>, options: { intervalMs: number; failureMessage: string }): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    running = work()
      .catch((err: unknown) => app.log.error({ err }, options.failureMessage))
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, options.intervalMs);
      });
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(tick, options.intervalMs);
  });
  app.addHook('onClose', async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  });
}
