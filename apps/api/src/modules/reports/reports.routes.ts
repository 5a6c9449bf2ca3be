import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { route } from '../../http/route';
import { getDashboard } from './get-dashboard';

/** The owner's figures: R2 dashboard (R1 and the rest of group R follow). */
export async function reportsRoutes(app: FastifyInstance) {
  route(app, contracts.getDashboard, ({ db, params }) => getDashboard(db, { businessId: params.businessId }));
}
