import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { route } from '../../http/route';
import { findBranches } from './find-branches';
import { findDevices } from './find-devices';
import { getCodeList } from './get-code-list';
import { registerDevice } from './register-device';
import { retryEtimsSend } from '../sales/retry-etims-send';

/** Group P: the tax authority (KRA eTIMS OSCU, specs/etims-oscu.md §13). */
export async function etimsRoutes(app: FastifyInstance) {
  route(app, contracts.registerDevice, ({ db, body, auth }) => registerDevice(db, { auth, input: body, connection: app.etims }));

  route(app, contracts.getEtimsDevices, ({ db, query }) => findDevices(db, { businessId: query.businessId }));

  route(app, contracts.getEtimsBranches, ({ db, query }) => findBranches(db, { businessId: query.businessId, connection: app.etims }));

  route(app, contracts.retryEtimsSend, ({ db, params, auth }) =>
    retryEtimsSend(db, { auth, businessId: params.businessId, transactionId: params.transactionId }),
  );

  route(app, contracts.getEtimsCodeList, ({ db, query }) => getCodeList(db, { businessId: query.businessId, connection: app.etims }));
}
