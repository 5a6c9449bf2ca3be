import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { fastifyPath, publicRoute, route } from '../../http/route';
import { findSalesByDates, findTodaysSales, getSharedReceipt, getSharedReceiptPdf, getTransactionDetails } from './find-sales';
import { findDeletedSalesPage, findSalesPage } from './find-sales-page';
import { listedCashierId } from './listed-cashier';
import { postSale } from './post-sale';
import { ReceiptSmsLimits, sendReceiptSms } from './send-receipt-sms';

/** Sales at the till (K1, L6), today's sales, the lists and details (L1, L2, L7–L9), the shared receipt (K6, K7) and its SMS (K8). */
export async function salesRoutes(app: FastifyInstance) {
  // A sale is counted once its transaction has committed and answered; a replay of its Idempotency-Key is not another.
  const salePaths = new Map([
    [fastifyPath(contracts.addSale.path), 'sale'],
    [fastifyPath(contracts.postQuickSale.path), 'quick'],
  ]);
  app.addHook('onResponse', async (req, reply) => {
    const kind = salePaths.get(req.routeOptions.url ?? '');
    if (kind && req.method === 'POST' && reply.statusCode < 300 && reply.getHeader('idempotent-replayed') !== 'true') app.metrics.salesPosted.inc({ kind });
  });
  // A sale keeps its own all-or-nothing: a plain one is one write statement committed by itself, with its
  // Idempotency-Key's answer in it (post-sale.ts).
  const saleRoute = { ownsWrites: true, answerInWrite: true };
  route(
    app,
    contracts.addSale,
    ({ db, params, body, auth, answer }) => postSale(db, { auth, answer, businessId: params.businessId, payload: body, isQuickSale: false }),
    saleRoute,
  );

  route(
    app,
    contracts.postQuickSale,
    ({ db, params, body, auth, answer }) => postSale(db, { auth, answer, businessId: params.businessId, payload: body, isQuickSale: true }),
    saleRoute,
  );

  route(app, contracts.getPosTransactions, ({ db, params, query, auth }) =>
    findTodaysSales(db, { businessId: params.businessId, userId: listedCashierId(auth, query.UserId) }),
  );

  route(app, contracts.getSales, ({ db, params, query, auth }) =>
    findSalesPage(db, {
      businessId: params.businessId,
      voided: false,
      kind: query.Kind,
      review: query.Review === 'true',
      cashierId: listedCashierId(auth),
      paymentMode: query.PaymentMode,
      saleType: query.SaleType,
      startDate: query.StartDate,
      endDate: query.EndDate,
      search: query.SearchParam,
      page: query.CurrentPageNumber,
      pageSize: query.PageSize,
    }),
  );

  route(app, contracts.getDeletedSales, ({ db, params, query, auth }) =>
    findDeletedSalesPage(db, {
      businessId: params.businessId,
      cashierId: listedCashierId(auth),
      startDate: query.StartDate,
      endDate: query.EndDate,
      search: query.SearchParam,
      page: query.CurrentPageNumber,
      pageSize: query.PageSize,
    }),
  );

  route(app, contracts.getPosTransactionsByCustomDates, ({ db, query, auth }) =>
    findSalesByDates(db, { businessId: query.BusinessId, startDate: query.StartDate, endDate: query.EndDate, userId: listedCashierId(auth, query.UserId) }),
  );

  route(app, contracts.getTransactionDetails, ({ db, params }) => getTransactionDetails(db, params.businessId, params.transactionId));

  const receiptSmsLimits = new ReceiptSmsLimits(app.limits);
  route(app, contracts.sendReceiptSms, ({ db, params, body, auth, config }) =>
    sendReceiptSms(db, {
      auth,
      businessId: params.businessId,
      transactionId: params.transactionId,
      phone: body.phone,
      publicUrl: config.publicUrl,
      limits: receiptSmsLimits,
    }),
  );

  publicRoute(app, contracts.getSharedReceipt, ({ db, params }) => getSharedReceipt(db, params.token));

  publicRoute(app, contracts.getSharedReceiptPdf, ({ db, params }) => getSharedReceiptPdf(db, params.token, app.fileStorage));
}
