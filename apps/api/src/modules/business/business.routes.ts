import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { route } from '../../http/route';
import { createBusiness } from './create-business';
import { deleteBusiness } from './delete-business';
import { findLinkedBusinesses } from './find-linked-businesses';
import { getBillingStatus } from './get-billing-status';
import { updateBusiness } from './update-business';

/** Group C: the caller's businesses and the tenant's plan state. */
export async function businessRoutes(app: FastifyInstance) {
  // C1 is asked on every screen load; it reads only businesses and links, so it is kept with the auth state.
  route(app, contracts.getBusinesses, ({ db, auth }) =>
    app.authState.derive(`C1:${auth.userId}:${auth.tenantId}`, auth.tenantId, () => findLinkedBusinesses(db, { userId: auth.userId, tenantId: auth.tenantId })),
  );

  route(app, contracts.createBusiness, ({ db, body, auth, uploads }) =>
    createBusiness(db, { tenantId: auth.tenantId, userId: auth.userId, input: body, logoUrl: uploads.logo }),
  );

  route(app, contracts.updateBusiness, ({ db, params, body, auth, uploads }) =>
    updateBusiness(db, {
      businessId: params.businessId,
      tenantId: auth.tenantId,
      userId: auth.userId,
      // The scope check passed, so the caller has a role in the named business.
      role: auth.role!,
      input: body,
      logoUrl: uploads.logo,
    }),
  );

  route(app, contracts.deleteBusiness, ({ db, params, auth }) =>
    deleteBusiness(db, { businessId: params.businessId, tenantId: auth.tenantId, userId: auth.userId }),
  );

  route(app, contracts.getBillingStatus, ({ db, auth }) => getBillingStatus(db, { tenantId: auth.tenantId }));
}
