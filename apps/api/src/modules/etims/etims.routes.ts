import type { FastifyInstance } from 'fastify';
import { registerEtimsMetrics } from './etims-metrics';
import * as contracts from '@dukani/contracts';
import { route } from '../../http/route';
import { findBranches } from './find-branches';
import { findDevices } from './find-devices';
import { getCodeList } from './get-code-list';
import { findBranchNotices } from './find-branch-notices';
import { registerDevice } from './register-device';
import { findBranchInsurances, findItemCompositions } from './find-insurances-and-compositions';
import { saveBranchInsurance } from './save-branch-insurance';
import { saveBranchUser } from './save-branch-user';
import { findBranchUsers } from './find-branch-users';
import { saveItemComposition } from './save-item-composition';
import { retryEtimsSend } from '../sales/retry-etims-send';
import { findEtimsDocuments } from '../sales/find-etims-documents';
import { findMovementList, findStockReports } from './find-movement-list';
import { recordStockIo } from './record-stock-io';
import { findImportedItems, updateImportedItemStatus } from './imported-items';
import { findPurchaseSales, receivePurchase } from './purchases';

/** Group P: the tax authority (KRA eTIMS OSCU, specs/etims-oscu.md §13). */
export async function etimsRoutes(app: FastifyInstance) {
  registerEtimsMetrics(app);
  route(app, contracts.registerDevice, ({ db, body, auth }) => registerDevice(db, { auth, input: body, connection: app.etims }));

  route(app, contracts.getEtimsDevices, ({ db, query }) => findDevices(db, { businessId: query.businessId }));

  route(app, contracts.getEtimsBranches, ({ db, query }) => findBranches(db, { businessId: query.businessId, connection: app.etims }));

  route(app, contracts.retryEtimsSend, ({ db, params, auth }) =>
    retryEtimsSend(db, { auth, businessId: params.businessId, transactionId: params.transactionId }),
  );

  route(app, contracts.getEtimsCodeList, ({ db, query }) => getCodeList(db, { businessId: query.businessId, connection: app.etims }));

  route(app, contracts.saveBranchUser, ({ db, body, auth }) => saveBranchUser(db, { auth, input: body, connection: app.etims }));

  route(app, contracts.getBranchUsers, ({ db, query }) => findBranchUsers(db, { businessId: query.businessId }));
  route(app, contracts.getBranchInsurances, ({ db, query }) => findBranchInsurances(db, { businessId: query.businessId }));
  route(app, contracts.getItemCompositions, ({ db, query }) => findItemCompositions(db, { businessId: query.businessId }));

  route(app, contracts.getBranchNotices, ({ db, body }) => findBranchNotices(db, { input: body, connection: app.etims }));

  route(app, contracts.saveBranchInsurance, ({ db, body, auth }) => saveBranchInsurance(db, { auth, input: body, connection: app.etims }));

  route(app, contracts.saveItemComposition, ({ db, body, auth }) => saveItemComposition(db, { auth, input: body, connection: app.etims }));

  route(app, contracts.getEtimsMovementList, ({ db, query }) =>
    findMovementList(db, { businessId: query.businessId, startDate: query.startDate, connection: app.etims }),
  );

  route(app, contracts.etimsStockOut, ({ db, body, auth }) => recordStockIo(db, { auth, input: body, direction: 'out' }));

  route(app, contracts.etimsStockIn, ({ db, body, auth }) => recordStockIo(db, { auth, input: body, direction: 'in' }));

  route(app, contracts.getEtimsStockReports, ({ db, query }) => findStockReports(db, { businessId: query.businessId }));

  route(app, contracts.getImportedItems, ({ db, query, body }) =>
    findImportedItems(db, { businessId: query.businessId, lastRequestDate: body?.lastRequestDate ?? null, connection: app.etims }),
  );

  route(app, contracts.updateImportedItem, ({ db, body, auth }) => updateImportedItemStatus(db, { auth, input: body, connection: app.etims }));

  route(app, contracts.getPurchaseSales, ({ db, query, body }) =>
    findPurchaseSales(db, { businessId: query.businessId, lastRequestDate: body?.lastRequestDate ?? null, connection: app.etims }),
  );

  route(app, contracts.etimsReceivePurchase, ({ db, body, auth }) => receivePurchase(db, { auth, input: body, connection: app.etims }));

  route(app, contracts.getEtimsDocuments, ({ db, query }) => findEtimsDocuments(db, { businessId: query.businessId, state: query.state }));
}
