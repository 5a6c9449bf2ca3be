import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { route } from '../../http/route';
import { findTills } from './find-tills';
import { registerTill } from './register-till';
import { revokeTill } from './revoke-till';
import { signOutCashier } from './sign-out-cashier';

/** Group T (added): shop tills, where cashiers sign in without an SMS code and switch without signing the device out. */
export async function deviceRoutes(app: FastifyInstance) {
  route(app, contracts.registerTill, ({ db, body, auth }) => registerTill(db, { auth, input: body }));

  route(app, contracts.getTills, ({ db, params }) => findTills(db, { businessId: params.businessId }));

  route(app, contracts.revokeTill, ({ db, params, auth }) => revokeTill(db, { auth, businessId: params.businessId, tillId: params.tillId }));

  route(app, contracts.signOutCashier, ({ db, body, auth }) => signOutCashier(db, { auth, refreshToken: body.refreshToken }));
}
