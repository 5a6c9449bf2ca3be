import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { route } from '../../http/route';
import { createBundle } from './create-bundle';
import { deleteBundle } from './delete-bundle';
import { findBundles } from './find-bundles';
import { getBundle } from './get-bundle';
import { updateBundle } from './update-bundle';

/** Group I, bundles: a set of the business's products sold together at one price. */
export async function bundleRoutes(app: FastifyInstance) {
  route(app, contracts.getBundles, ({ db, params }) => findBundles(db, { businessId: params.businessId }));

  route(app, contracts.createBundle, ({ db, body, auth, uploads }) =>
    createBundle(db, { tenantId: auth.tenantId, userId: auth.userId, input: body, imageUrl: uploads.images }),
  );

  route(app, contracts.updateBundle, ({ db, params, body, auth, uploads }) => updateBundle(db, { id: params.id, auth, input: body, imageUrl: uploads.images }));

  route(app, contracts.deleteBundle, ({ db, params, auth }) => deleteBundle(db, { id: params.id, auth }));

  route(app, contracts.getBundle, ({ db, params, auth }) => getBundle(db, { id: params.id, auth }));
}
