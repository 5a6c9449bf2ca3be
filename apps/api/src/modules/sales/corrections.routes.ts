import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { route } from '../../http/route';
import { postCreditNote } from './post-credit-note';
import { refundSale } from './refund-sale';
import { voidSale } from './void-sale';

/** Taking a sale back: void (L3), refund (L4) and credit note (L5). */
export async function correctionRoutes(app: FastifyInstance) {
  route(app, contracts.deleteTransaction, ({ db, params, auth }) => voidSale(db, { auth, businessId: params.businessId, transactionId: params.transactionId }));

  route(app, contracts.refundTransaction, ({ db, params, body, auth }) =>
    refundSale(db, { auth, businessId: params.businessId, transactionId: params.oldTransactionId, input: body }),
  );

  route(app, contracts.postKraCreditNote, ({ db, params, body, auth }) => postCreditNote(db, { auth, businessId: params.businessId, input: body }));
}
