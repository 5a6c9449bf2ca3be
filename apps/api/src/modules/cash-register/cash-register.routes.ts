import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { route } from '../../http/route';
import { closeCashSession } from './close-cash-session';
import { createCashSession } from './create-cash-session';
import { getOpenCashSession } from './get-open-cash-session';
import { updateCashSession } from './update-cash-session';
import { findUserCashSessions } from './find-user-cash-sessions';
import { approveCashSession } from './approve-cash-session';

/** K2–K5: a cashier's register session, from the opening float to the counted drawer; F11/F12: the owner's review. */
export async function cashRegisterRoutes(app: FastifyInstance) {
  route(app, contracts.getUserCashRegisterSession, ({ db, query, auth }) => getOpenCashSession(db, { businessId: query.BusinessId, userId: auth.userId }));

  route(app, contracts.createCashRegisterSession, ({ db, body, auth }) => createCashSession(db, { tenantId: auth.tenantId, userId: auth.userId, input: body }));

  route(app, contracts.endCashRegisterSession, ({ db, body, auth }) => closeCashSession(db, { actor: auth, input: body }));

  route(app, contracts.editCashRegister, ({ db, body, auth }) => updateCashSession(db, { actor: auth, input: body }));

  route(app, contracts.getUserCashSessions, ({ db, body }) => findUserCashSessions(db, body));

  route(app, contracts.approveRegisterSession, ({ db, body, auth }) => approveCashSession(db, { actor: auth, input: body }));
}
