import type { FastifyInstance } from 'fastify';
import { backupMetricLines } from '../lib/backup-status';

/**
 * GET /metrics in the Prometheus text format. Today it carries the backup lines only; a registry (prom-client) that
 * takes this route over adds them as gauges read from `backupStatus.snapshot()`.
 */
export function registerMetrics(app: FastifyInstance): void {
  app.get('/metrics', { schema: { hide: true } }, async (_req, reply) => reply.type('text/plain; version=0.0.4; charset=utf-8').send(backupMetricLines()));
}
