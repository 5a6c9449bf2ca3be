import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { route } from '../../http/route';
import { canUseModules } from '../../lib/auth-context';
import { addProduct } from './add-product';
import { bulkUpdateProducts } from './bulk-update-products';
import { deleteProduct } from './delete-product';
import { findPaginatedProducts } from './find-paginated-products';
import { findPosProducts } from './find-pos-products';
import { findProductRefs } from './find-product-refs';
import { findProducts } from './find-products';
import { findProductsByCategory } from './find-products-by-category';
import { getProduct } from './get-product';
import { updateProduct } from './update-product';

/** Group I, products and services: lists, the POS grid, and the writes that keep stock in movements. */
export async function productRoutes(app: FastifyInstance) {
  route(app, contracts.getAllProductsAndServices, ({ db, params }) => findProducts(db, { businessId: params.businessId }));

  route(app, contracts.getProductRefs, ({ db, params }) => findProductRefs(db, { businessId: params.businessId }));

  route(app, contracts.getProductsOnly, ({ db, params }) => findProducts(db, { businessId: params.businessId, productType: 0 }));

  route(app, contracts.getServices, ({ db, params }) => findProducts(db, { businessId: params.businessId, productType: 1 }));

  route(app, contracts.getProductsByCategory, ({ db, params, query, auth }) =>
    findProductsByCategory(db, { categoryId: params.categoryId, subcategoryId: query.CategoryOneId, auth }),
  );

  route(app, contracts.addProduct, ({ db, body, auth, uploads }) =>
    addProduct(db, { tenantId: auth.tenantId, userId: auth.userId, input: body, imageUrl: uploads.images }),
  );

  route(app, contracts.getProduct, ({ db, params, auth }) => getProduct(db, { id: params.id, auth }));

  route(app, contracts.updateProduct, ({ db, params, body, auth, uploads }) =>
    updateProduct(db, { id: params.id, auth, input: body, imageUrl: uploads.images }),
  );

  route(app, contracts.deleteProduct, ({ db, params, auth }) => deleteProduct(db, { id: params.id, auth }));

  route(app, contracts.bulkUpdateProducts, ({ db, params, body, auth }) =>
    bulkUpdateProducts(db, { businessId: params.businessId, auth, entries: body.products }),
  );

  route(app, contracts.getPaginatedProducts, ({ db, params, query }) => findPaginatedProducts(db, { businessId: params.businessId, query }));

  route(app, contracts.getPosProducts, ({ db, params, query, auth }) =>
    findPosProducts(db, { businessId: params.businessId, query, showBuyingPrices: canUseModules(auth.role, ['products']) }),
  );
}
