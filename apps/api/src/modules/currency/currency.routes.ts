import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { STORE_CURRENCIES } from '@dukani/domain';
import { route } from '../../http/route';
import { assignCurrency } from './assign-currency';
import { createCurrency } from './create-currency';
import { deleteCurrency } from './delete-currency';
import { findBusinessCurrencies } from './find-business-currencies';
import { findTenantCurrencies } from './find-tenant-currencies';
import { updateCurrency } from './update-currency';

/** Group D: a business's currencies and their rates against its default. */
export async function currencyRoutes(app: FastifyInstance) {
  route(app, contracts.createCurrency, ({ db, body, auth }) => createCurrency(db, { tenantId: auth.tenantId, userId: auth.userId, input: body }));

  route(app, contracts.getBusinessCurrencies, ({ db, params }) => findBusinessCurrencies(db, { businessId: params.businessId }));

  route(app, contracts.getTenantCurrencies, ({ db, auth }) => findTenantCurrencies(db, { tenantId: auth.tenantId }));

  route(app, contracts.getStoreCurrencies, async () => STORE_CURRENCIES.map((currency) => ({ ...currency })));

  route(app, contracts.deleteCurrency, ({ db, params, auth }) =>
    deleteCurrency(db, { id: params.id, tenantId: auth.tenantId, userId: auth.userId, links: auth.links }),
  );

  route(app, contracts.updateCurrency, ({ db, params, body, auth }) =>
    updateCurrency(db, { id: params.id, tenantId: auth.tenantId, userId: auth.userId, input: body }),
  );

  route(app, contracts.assignCurrency, ({ db, body, auth }) =>
    assignCurrency(db, { currencyId: body.currencyId, businessId: body.businessId, isDefault: body.isDefault, tenantId: auth.tenantId, userId: auth.userId }),
  );
}
