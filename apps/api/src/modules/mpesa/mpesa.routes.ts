import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { publicRoute, route } from '../../http/route';
import { assertCallbackKey } from './callback-key';
import { cancelStkPush } from './cancel-stk-push';
import { getStkPushStatus } from './get-stk-push-status';
import { recordC2BPayment } from './record-c2b-payment';
import { recordStkCallback } from './record-stk-callback';
import { startStkPush } from './start-stk-push';

/** M-Pesa at the till (J4–J6) and Daraja's callbacks (Q1–Q3, provider JSON, `?key=` secret). */
export async function mpesaRoutes(app: FastifyInstance) {
  route(app, contracts.startStkPush, ({ db, params, body, auth, config }) =>
    startStkPush(db, { businessId: params.businessId, auth, input: body, client: app.mpesa, config }),
  );

  route(app, contracts.getStkPushStatus, ({ db, params, auth }) =>
    getStkPushStatus(db, { checkoutRequestId: params.CheckoutRequestID, auth, client: app.mpesa, log: app.log }),
  );

  route(app, contracts.cancelStkPush, ({ db, params, body, auth }) =>
    cancelStkPush(db, { checkoutRequestId: params.CheckoutRequestID, businessId: body.businessId, auth }),
  );

  publicRoute(app, contracts.stkCallback, async ({ db, query, body, config }) => {
    assertCallbackKey(config, query.key);
    return recordStkCallback(db, { body, client: app.mpesa, log: app.log });
  });

  publicRoute(app, contracts.c2bConfirmation, async ({ db, query, body, config }) => {
    assertCallbackKey(config, query.key);
    return recordC2BPayment(db, { body, config, log: app.log });
  });

  publicRoute(app, contracts.c2bValidation, async ({ query, config }) => {
    assertCallbackKey(config, query.key);
    return { ResultCode: 0, ResultDesc: 'Accepted' };
  });
}
