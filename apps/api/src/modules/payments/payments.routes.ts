import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { route } from '../../http/route';
import { createPaymentMethod } from './create-payment-method';
import { deletePaymentMethod } from './delete-payment-method';
import { findPosPaymentModes } from './find-pos-payment-modes';

/** J1–J3: the payment choices at the till and the shop's own methods. */
export async function paymentRoutes(app: FastifyInstance) {
  route(app, contracts.getPosPaymentModes, ({ db, params, auth }) => findPosPaymentModes(db, { businessId: params.businessId, tenantId: auth.tenantId }));

  route(app, contracts.createPaymentMethod, ({ db, params, body, auth }) =>
    createPaymentMethod(db, { businessId: params.businessId, tenantId: auth.tenantId, userId: auth.userId, input: body }),
  );

  route(app, contracts.deletePaymentMethod, ({ db, params, auth }) =>
    deletePaymentMethod(db, { id: params.id, businessId: params.businessId, tenantId: auth.tenantId, userId: auth.userId }),
  );
}
