import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { UNITS } from '@dukani/domain';
import { route } from '../../http/route';
import { findCodeItems, PACKAGING_UNIT_CLASS, QUANTITY_UNIT_CLASS } from './find-code-items';
import { findItemClassifications } from './find-item-classifications';
import { findVatRates } from './find-vat-rates';
import { getCodeList } from './get-code-list';
import { searchItemCodes } from './search-item-codes';

/** Group I: units, VAT bands and the tax-authority code tables (I7, I26, I35–I39). */
export async function catalogCodeRoutes(app: FastifyInstance) {
  route(app, contracts.getUnits, async () => UNITS.map((unit) => ({ id: unit.id, name: unit.name })));

  route(app, contracts.getVat, ({ db, params }) => findVatRates(db, { businessId: params.businessId }));

  route(app, contracts.getPackagingUnits, ({ db, auth }) => findCodeItems(db, { businessId: auth.businessId, codeClass: PACKAGING_UNIT_CLASS }));

  route(app, contracts.getQuantityUnits, ({ db, auth }) => findCodeItems(db, { businessId: auth.businessId, codeClass: QUANTITY_UNIT_CLASS }));

  route(app, contracts.getItemClassificationCodes, ({ db, auth, query }) =>
    findItemClassifications(db, { businessId: auth.businessId, search: query.SearchParam }),
  );

  route(app, contracts.searchItemCodes, ({ db, params, query }) => searchItemCodes(db, { businessId: params.businessId, search: query.SearchParam }));

  route(app, contracts.getCodeList, ({ db, body }) => getCodeList(db, { businessId: body.businessId, classes: body.cdCls }));
}
