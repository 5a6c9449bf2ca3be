import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { publicRoute, route } from '../../http/route';
import { findTodaysSales, getSharedReceipt, getSharedReceiptPdf, getTransactionDetails } from './find-sales';
import { postSale } from './post-sale';
import { sendReceiptSms } from './send-receipt-sms';

/** Sales at the till (K1, L6), today's sales and details (L1, L2), the shared receipt (K6, K7) and its SMS (K8). */
export async function salesRoutes(app: FastifyInstance) {
  route(app, contracts.addSale, ({ db, params, body, auth }) => postSale(db, { auth, businessId: params.businessId, payload: body, isQuickSale: false }));

  route(app, contracts.postQuickSale, ({ db, params, body, auth }) => postSale(db, { auth, businessId: params.businessId, payload: body, isQuickSale: true }));

  route(app, contracts.getPosTransactions, ({ db, params, query }) => findTodaysSales(db, { businessId: params.businessId, userId: query.UserId }));

  route(app, contracts.getTransactionDetails, ({ db, params }) => getTransactionDetails(db, params.businessId, params.transactionId));

  route(app, contracts.sendReceiptSms, ({ db, params, body, auth, config }) =>
    sendReceiptSms(db, { auth, businessId: params.businessId, transactionId: params.transactionId, phone: body.phone, publicUrl: config.publicUrl }),
  );

  publicRoute(app, contracts.getSharedReceipt, async ({ db, params }) => {
    const sale = await getSharedReceipt(db, params.token);
    return { receipt: sale.receipt, itemList: sale.itemList };
  });

  publicRoute(app, contracts.getSharedReceiptPdf, ({ db, params }) => getSharedReceiptPdf(db, params.token, app.uploadsDir));
}
