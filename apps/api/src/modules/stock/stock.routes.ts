import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { route } from '../../http/route';
import { adjustStock } from './adjust-stock';
import { deleteAllStockHistory } from './delete-all-stock-history';
import { deleteStockHistory } from './delete-stock-history';
import { findStockActivity } from './find-stock-activity';
import { resetAllQuantities } from './reset-all-quantities';
import { trackAllItems } from './track-all-items';
import { updateStock } from './update-stock';

/** Group I, stock: receipts, adjustments, history and the bulk stock switches (I25, I27–I32). */
export async function stockRoutes(app: FastifyInstance) {
  route(app, contracts.resetAllQuantities, ({ db, params, auth }) => resetAllQuantities(db, { businessId: params.businessId, auth }));

  route(app, contracts.updateStock, ({ db, body, auth }) => updateStock(db, { auth, input: body }));

  route(app, contracts.getStockActivity, ({ db, params, query, auth }) =>
    findStockActivity(db, {
      productId: params.productId,
      auth,
      startDate: query.StartDate,
      endDate: query.EndDate,
      page: query.CurrentPageNumber,
      pageSize: query.PageSize,
    }),
  );

  route(app, contracts.adjustStock, ({ db, body, auth }) => adjustStock(db, { auth, input: body }));

  route(app, contracts.deleteStockHistory, ({ db, params, auth }) => deleteStockHistory(db, { id: params.id, auth }));

  route(app, contracts.deleteAllStockHistory, ({ db, params, auth }) => deleteAllStockHistory(db, { productId: params.productId, auth }));

  route(app, contracts.trackAllItems, ({ db, params, auth }) => trackAllItems(db, { businessId: params.businessId, auth }));
}
