import type { FastifyInstance } from 'fastify';

export interface PollingLoop {
  /** No further run; resolves when the run in flight (if any) has finished. Safe to call more than once. */
  stop(): Promise<void>;
}

/**
 * Run `work` every `intervalMs` from the moment the app is ready until it is stopped or closes, never two at
 * once: the next run is scheduled only when the previous one finished, and stopping waits for a run in flight.
 * `work` logs its own outcome; a throw is logged here under `failureMessage`.
 */
export function startPollingLoop(app: FastifyInstance, work: () => Promise<void>, options: { intervalMs: number; failureMessage: string }): PollingLoop {
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
  const stop = async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
  app.addHook('onReady', async () => {
    if (!stopped) timer = setTimeout(tick, options.intervalMs);
  });
  app.addHook('onClose', stop);
  return { stop };
}
