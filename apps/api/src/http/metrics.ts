import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { AppError } from '../lib/app-error';
import { msg } from '../lib/messages';

/**
 * What the operator scrapes at GET /metrics (Prometheus text, prom-client). One registry per app, not prom-client's
 * global one: tests build many apps in one process, and a name registers once per registry. A module that has figures
 * of its own registers them on `app.metrics.registry` (a Gauge with `registers: [registry]` and a `collect()` that
 * queries at scrape time, as jobs/outbox-metrics.ts and modules/etims/etims-metrics.ts do).
 */
export interface Metrics {
  registry: Registry;
  requestDuration: Histogram<'route' | 'method' | 'status_class'>;
  salesPosted: Counter<'kind'>;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  return {
    registry,
    requestDuration: new Histogram({
      name: 'dukani_http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern (not the URL: ids would make a series each), method and status class',
      labelNames: ['route', 'method', 'status_class'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    salesPosted: new Counter({
      name: 'dukani_sales_posted_total',
      help: 'Sales this process recorded (K1 and quick sales; a replayed Idempotency-Key is not a new sale)',
      labelNames: ['kind'] as const,
      registers: [registry],
    }),
  };
}

/** Bearer token compared in constant time: a scrape token is a secret like any other. */
function hasToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && crypto.timingSafeEqual(given, wanted);
}

/** The latency of every request, and GET /metrics (behind METRICS_TOKEN when set). */
export function registerMetrics(app: FastifyInstance): void {
  const { registry, requestDuration } = app.metrics;
  app.addHook('onResponse', async (req, reply) => {
    requestDuration.observe(
      { route: req.routeOptions.url ?? 'unmatched', method: req.method, status_class: `${Math.floor(reply.statusCode / 100)}xx` },
      reply.elapsedTime / 1000,
    );
  });
  // The process figures (memory, CPU, event loop lag, GC) start with the first scrape: they keep timers and observers
  // that a test app, built and closed by the hundred in one process, has no use for.
  let defaultsStarted = false;
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    const token = app.config.METRICS_TOKEN;
    if (token && !hasToken(req.headers.authorization, token)) throw new AppError('UNAUTHENTICATED', msg('system.metricsToken'));
    if (!defaultsStarted) {
      defaultsStarted = true;
      collectDefaultMetrics({ register: registry });
    }
    const text = await registry.metrics();
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
