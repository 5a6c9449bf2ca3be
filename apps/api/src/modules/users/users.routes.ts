import type { FastifyInstance } from 'fastify';
import * as contract from '@dukani/contracts';
import { route } from '../../http/route';
import { createBusinessUser } from './create-business-user';
import { createUser } from './create-user';
import { deactivateUser } from './deactivate-user';
import { deleteBusinessUser } from './delete-business-user';
import { deleteUser } from './delete-user';
import { findBusinessUsers } from './find-business-users';
import { findSalesPersons } from './find-sales-persons';
import { findTenantUsers } from './find-tenant-users';
import { getUserById } from './get-user-by-id';
import { getUserDetails } from './get-user-details';
import { updateUser } from './update-user';

/** Group F of API.md (F11 and F12 belong to the cash-session module). */
export async function userRoutes(app: FastifyInstance) {
  route(app, contract.getTenantUsers, ({ db, auth }) => findTenantUsers(db, { tenantId: auth.tenantId, scopeBusinessId: auth.businessId }));

  route(app, contract.getUsers, ({ db, auth, params }) => findBusinessUsers(db, { tenantId: auth.tenantId, businessId: params.businessId }));

  route(app, contract.getUserDetails, ({ db, auth, params }) =>
    getUserDetails(db, { tenantId: auth.tenantId, userId: params.userId, businessId: params.businessId }),
  );

  route(app, contract.createUser, ({ db, auth, body, config }) =>
    createUser(db, { actor: auth, input: body, publicUrl: config.publicUrl, isInviteTokenReturned: config.NODE_ENV !== 'production' }),
  );

  route(app, contract.createBusinessUser, ({ db, auth, body }) => createBusinessUser(db, { actor: auth, input: body }));

  route(app, contract.updateUser, ({ db, auth, params, body }) => updateUser(db, { actor: auth, userId: params.userId, input: body }));

  route(app, contract.deleteBusinessUser, ({ db, auth, params }) =>
    deleteBusinessUser(db, { actor: auth, userId: params.userId, businessId: params.businessId }),
  );

  route(app, contract.deleteUser, ({ db, auth, params }) => deleteUser(db, { actor: auth, userId: params.userId }));

  route(app, contract.deactivateUser, ({ db, auth, params }) => deactivateUser(db, { actor: auth, userId: params.userId }));

  route(app, contract.getUserById, ({ db, auth, params }) => getUserById(db, { actor: auth, userId: params.userId }));

  route(app, contract.getSalesPersons, ({ db, auth, params }) => findSalesPersons(db, { tenantId: auth.tenantId, businessId: params.businessId }));
}
