import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { route } from '../../http/route';
import { invalid } from '../../lib/app-error';
import { pickLanguage } from '../../lib/messages/accept-language';
import { findPayables } from '../expenses/find-payables';
import { findSupplierPurchases } from '../expenses/find-supplier-purchases';
import { recordPurchasePayment } from '../expenses/record-purchase-payment';
import { bulkUploadSuppliers } from './bulk-upload-suppliers';
import { createSupplier } from './create-supplier';
import { deleteSupplier } from './delete-supplier';
import { findBusinessSuppliers } from './find-business-suppliers';
import { getSupplier } from './get-supplier';
import { getSupplierImportTemplate } from './get-supplier-import-template';
import { updateSupplier } from './update-supplier';

/** Group N, suppliers (N1–N9) and N10, what the shop owes them. Purchases and their payments are the expenses module's. */
export async function supplierRoutes(app: FastifyInstance) {
  route(app, contracts.getAllBusinessSuppliers, ({ db, params }) => findBusinessSuppliers(db, { businessId: params.businessId }));

  route(app, contracts.addSupplier, ({ db, query, body, auth }) => createSupplier(db, { auth, input: body, paymentTerms: query.paymentTerms }));

  route(app, contracts.getSupplier, ({ db, params, auth }) => getSupplier(db, { auth, id: params.id }));

  route(app, contracts.updateSupplier, ({ db, params, query, body, auth }) =>
    updateSupplier(db, { auth, id: params.id, input: body, paymentTerms: query.paymentTerms }),
  );

  route(app, contracts.deleteSupplier, ({ db, params, auth }) => deleteSupplier(db, { auth, id: params.id }));

  route(app, contracts.getSupplierPurchases, ({ db, body, auth }) => findSupplierPurchases(db, { auth, supplierId: body.supplierId }));

  route(app, contracts.recordPurchasePayment, ({ db, body, auth }) => recordPurchasePayment(db, { auth, input: body }));

  route(app, contracts.getSupplierImportTemplate, async () => getSupplierImportTemplate());

  route(app, contracts.bulkUploadSuppliers, async ({ db, params, auth, csv, req }) => {
    // route() reads the part before the handler runs; an absent file is refused there already.
    if (!csv) throw invalid('csvFile', 'common.fieldRequired');
    return bulkUploadSuppliers(db, { businessId: params.businessId, auth, csv, language: pickLanguage(req.headers['accept-language']) });
  });

  route(app, contracts.getPayables, ({ db, params }) => findPayables(db, { businessId: params.businessId }));
}
