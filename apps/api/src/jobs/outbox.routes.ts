import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { route } from '../http/route';
import { findFailedJobs } from './find-failed-jobs';
import { retryJob } from './retry-job';

/** The outbox as a shop owner sees it (S1–S2): failing and dead jobs of one business, and a retry. */
export async function outboxRoutes(app: FastifyInstance) {
  route(app, contracts.getFailedJobs, ({ db, params }) => findFailedJobs(db, { businessId: params.businessId }));

  route(app, contracts.retryJob, ({ db, params, auth }) => retryJob(db, { id: params.id, auth }));
}
