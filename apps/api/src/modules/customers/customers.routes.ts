import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { route } from '../../http/route';
import { createCustomer } from './create-customer';
import { findCustomers } from './find-customers';
import { getCustomer } from './get-customer';

/** Group H, the part the POS needs (H1, H2, H4: open to `customers` or `pos`); the back office comes later. */
export async function customerRoutes(app: FastifyInstance) {
  route(app, contracts.getCustomers, ({ db, params }) => findCustomers(db, { businessId: params.businessId }));

  route(app, contracts.addCustomer, ({ db, body, auth }) => createCustomer(db, { tenantId: auth.tenantId, userId: auth.userId, input: body }));

  route(app, contracts.getCustomer, ({ db, params, auth }) => getCustomer(db, { id: params.id, auth }));
}
