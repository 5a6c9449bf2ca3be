import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { publicRoute, route } from '../../http/route';
import { assertCallbackKey } from './callback-key';
import { cancelStkPush } from './cancel-stk-push';
import { getStkPushStatus } from './get-stk-push-status';
import { recordC2BPayment } from './record-c2b-payment';
import { recordStkCallback } from './record-stk-callback';
import { startStkPush } from './start-stk-push';
import { recordCollectionCallback } from './record-collection-callback';
import type { PromptClients } from './collection-clients';

/** Mobile-money prompts at the till (J4–J6, every provider) and the providers' callbacks (Q1–Q5, provider JSON, `?key=` secret). */
export async function mpesaRoutes(app: FastifyInstance) {
  const clients = (): PromptClients => ({ mpesa: app.mpesa, momo: app.momo, airtel: app.airtel });
  route(app, contracts.startStkPush, ({ db, params, body, auth, config }) =>
    startStkPush(db, { businessId: params.businessId, auth, input: body, clients: clients(), config }),
  );

  route(app, contracts.getStkPushStatus, ({ db, params, auth }) =>
    getStkPushStatus(db, { checkoutRequestId: params.CheckoutRequestID, auth, clients: clients(), log: app.log }),
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

  // MTN's callback method is unconfirmed (A.6): PUT and POST land in the same place.
  for (const contract of [contracts.momoCallback, contracts.momoCallbackPost]) {
    publicRoute(app, contract, async ({ db, query, body, config }) => {
      assertCallbackKey(config, query.key);
      return recordCollectionCallback(db, { provider: 'MtnMomo', body, clients: clients(), log: app.log });
    });
  }

  publicRoute(app, contracts.airtelCallback, async ({ db, query, body, config }) => {
    assertCallbackKey(config, query.key);
    return recordCollectionCallback(db, { provider: 'AirtelMoney', body, clients: clients(), log: app.log });
  });

  publicRoute(app, contracts.c2bValidation, async ({ query, config }) => {
    assertCallbackKey(config, query.key);
    return { ResultCode: 0, ResultDesc: 'Accepted' };
  });
}
