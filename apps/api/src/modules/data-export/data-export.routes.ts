import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { route } from '../../http/route';
import { exportBusinessData } from './export-business-data';

/** C6: the owner's own copy of the business's records (owner only: the contract says so, authorize enforces it). */
export async function dataExportRoutes(app: FastifyInstance) {
  route(app, contracts.exportBusinessData, ({ db, params }) => exportBusinessData(db, { businessId: params.businessId }));
}
