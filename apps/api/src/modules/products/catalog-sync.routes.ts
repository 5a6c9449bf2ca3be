import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { route } from '../../http/route';
import { canUseModules } from '../../lib/auth-context';
import { findCatalogChanges } from './catalog-changes';

/** Added (issue 17): the offline till's catalog sync. */
export async function catalogSyncRoutes(app: FastifyInstance) {
  route(app, contracts.getCatalogChanges, ({ db, params, query, auth }) =>
    findCatalogChanges(db, { businessId: params.businessId, query, showBuyingPrices: canUseModules(auth.role, ['products']) }),
  );
}
