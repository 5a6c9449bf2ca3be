import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { route } from '../../http/route';
import { addProductsToCategory } from './add-products-to-category';
import { createCategory } from './create-category';
import { deleteCategory } from './delete-category';
import { deleteSubcategory } from './delete-subcategory';
import { findCategories } from './find-categories';
import { findCategoryReport } from './find-category-report';
import { saveSubcategory } from './save-subcategory';
import { updateCategory } from './update-category';

const PRODUCT_TYPES = { Products: 0, Services: 1 } as const;

/** Group I: categories and subcategories (I6, I8, I16, I17, I20, I21, I23, I24). */
export async function categoryRoutes(app: FastifyInstance) {
  route(app, contracts.getCategories, ({ db, params, query }) =>
    findCategories(db, { businessId: params.businessId, productType: query.ProductType ? PRODUCT_TYPES[query.ProductType] : undefined }),
  );

  route(app, contracts.getCategoriesReport, ({ db, params, query }) =>
    findCategoryReport(db, { businessId: params.businessId, startDate: query.StartDate, endDate: query.EndDate }),
  );

  route(app, contracts.addCategory, ({ db, body, auth }) => createCategory(db, { tenantId: auth.tenantId, userId: auth.userId, input: body }));

  route(app, contracts.addSubCategory, ({ db, body, auth }) => saveSubcategory(db, { tenantId: auth.tenantId, userId: auth.userId, input: body }));

  route(app, contracts.updateCategory, ({ db, params, body, auth }) => updateCategory(db, { id: params.id, auth, input: body }));

  route(app, contracts.addProductsToCategory, ({ db, body, auth }) => addProductsToCategory(db, { auth, input: body }));

  route(app, contracts.deleteCategory, ({ db, params, auth }) => deleteCategory(db, { id: params.id, auth }));

  route(app, contracts.deleteSubCategory, ({ db, params, auth }) => deleteSubcategory(db, { id: params.id, auth }));
}
