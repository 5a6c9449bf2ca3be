import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { route } from '../../http/route';
import { findBusinessSuppliers } from './find-business-suppliers';

/** Group N, suppliers. Only the list for now: the rest of the group comes with its own issue. */
export async function supplierRoutes(app: FastifyInstance) {
  route(app, contracts.getAllBusinessSuppliers, ({ db, params }) => findBusinessSuppliers(db, { businessId: params.businessId }));
}
