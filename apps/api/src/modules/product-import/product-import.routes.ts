import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { route } from '../../http/route';
import { invalid } from '../../lib/app-error';
import { bulkUploadProducts } from './bulk-upload-products';
import { getProductImportTemplate } from './get-product-import-template';

/** Group I, import: the CSV template (I41) and the bulk upload built from it (I15). */
export async function productImportRoutes(app: FastifyInstance) {
  route(app, contracts.getProductImportTemplate, async () => getProductImportTemplate());

  route(app, contracts.bulkUploadProducts, async ({ db, params, auth, csv }) => {
    // route() reads the part before the handler runs; an absent file is refused there already.
    if (!csv) throw invalid('Product', 'upload.csvRequired');
    return bulkUploadProducts(db, { businessId: params.businessId, auth, csv });
  });
}
