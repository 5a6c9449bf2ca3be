import type { FastifyInstance } from 'fastify';
import { pollStkRequest } from '../modules/mpesa/poll-stk-request';
import type { JobHandlers } from './outbox-worker';

/**
 * One handler per outbox kind. 'etims.sendSale' is a no-op until a tax-authority device can be registered
 * (the eTIMS issue): without a device a sale stays salesStatus 1 (API.md sale rule 8), so the job is done.
 */
export function buildJobHandlers(app: FastifyInstance): JobHandlers {
  return {
    'mpesa.stkQuery': (payload, now) => pollStkRequest(app.db, { client: app.mpesa, payload, now, log: app.log }),
    'etims.sendSale': async () => undefined,
  };
}
