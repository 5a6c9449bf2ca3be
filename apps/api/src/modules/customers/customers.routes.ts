import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { route } from '../../http/route';
import { invalid } from '../../lib/app-error';
import { pickLanguage } from '../../lib/messages/accept-language';
import { bulkUploadCustomers } from './bulk-upload-customers';
import { createCustomer } from './create-customer';
import { deleteCustomer } from './delete-customer';
import { findCustomers } from './find-customers';
import { findPaginatedCustomers } from './find-paginated-customers';
import { getCustomer } from './get-customer';
import { getCustomerImportTemplate } from './get-customer-import-template';
import { updateCustomer } from './update-customer';

/** Group H, the customer records: H1, H2, H4 (also open to `pos`), H3, H5, H6, H15, H16. */
export async function customerRoutes(app: FastifyInstance) {
  route(app, contracts.getCustomers, ({ db, params }) => findCustomers(db, { businessId: params.businessId }));

  route(app, contracts.addCustomer, ({ db, body, auth }) => createCustomer(db, { tenantId: auth.tenantId, userId: auth.userId, input: body }));

  route(app, contracts.getCustomer, ({ db, params, auth }) => getCustomer(db, { id: params.id, auth }));

  route(app, contracts.updateCustomer, ({ db, params, body, auth }) => updateCustomer(db, { id: params.id, auth, input: body }));

  route(app, contracts.deleteCustomer, ({ db, params, auth }) => deleteCustomer(db, { id: params.id, auth }));

  route(app, contracts.getPaginatedCustomers, ({ db, params, query }) => findPaginatedCustomers(db, { businessId: params.businessId, query }));

  route(app, contracts.getCustomerImportTemplate, async () => getCustomerImportTemplate());

  route(app, contracts.bulkUploadCustomers, async ({ db, params, auth, csv, req }) => {
    // route() reads the part before the handler runs; an absent file is refused there already.
    if (!csv) throw invalid('file', 'common.fieldRequired');
    return bulkUploadCustomers(db, { businessId: params.businessId, auth, csv, language: pickLanguage(req.headers['accept-language']) });
  });
}
