import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { route } from '../../http/route';
import { getReceiptSettings } from './get-receipt-settings';
import { saveCashRegisterSettings } from './save-cash-register-settings';
import { saveReceiptSettings } from './save-receipt-settings';

/** Group E: what a receipt shows and how the cash register behaves, per business. */
export async function settingsRoutes(app: FastifyInstance) {
  route(app, contracts.saveReceiptSettings, ({ db, body, auth, uploads }) =>
    saveReceiptSettings(db, { tenantId: auth.tenantId, userId: auth.userId, input: body, logoUrl: uploads.logo }),
  );

  route(app, contracts.getReceiptSettings, ({ db, params, auth }) => getReceiptSettings(db, { businessId: params.businessId, tenantId: auth.tenantId }));

  route(app, contracts.saveCashRegisterSettings, ({ db, body, auth }) =>
    saveCashRegisterSettings(db, { tenantId: auth.tenantId, userId: auth.userId, input: body }),
  );
}
