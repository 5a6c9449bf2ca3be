import { z } from 'zod';
import { defineRoute } from './route';
import { MAX_ID, idParam, idSchema, nullResult, optionalText, requiredText } from './common';
import { optionalRef, productTypeSchema } from './catalog-fields';

const TAG = 'Product';
const PRODUCTS = ['products'] as const;

export const subcategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  businessId: z.number().int(),
  categoryId: z.number().int(),
});
export type Subcategory = z.infer<typeof subcategorySchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  categoryname: z.string(),
  longdesc: z.string().nullable(),
  productType: productTypeSchema,
  businessId: z.number().int(),
  subcategories: z.array(subcategorySchema),
  /** Added: how many live products are in it. */
  productCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryInputSchema = z.object({
  categoryname: requiredText(100),
  longdesc: optionalText(500),
  productType: productTypeSchema.default(0),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

export const subcategoryInputSchema = z.object({
  id: z.number().int().positive().max(MAX_ID, 'is not a valid id').nullish(),
  name: requiredText(100),
  description: optionalText(500),
  businessId: idSchema,
  categoryId: idSchema,
});
export type SubcategoryInput = z.input<typeof subcategoryInputSchema>;

export const categoryReportRowSchema = z.object({
  categoryId: z.number().int(),
  categoryname: z.string(),
  productCount: z.number().int(),
  stockQuantity: z.number(),
  stockValue: z.number(),
  quantitySold: z.number(),
  salesAmount: z.number(),
});
export type CategoryReportRow = z.infer<typeof categoryReportRowSchema>;

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

export const getCategories = defineRoute({
  id: 'I6',
  method: 'GET',
  path: '/api/Product/GetCategories/{businessId}',
  tag: TAG,
  modules: ['products', 'pos'],
  summary: 'Categories with their subcategories, by name',
  params: z.object({ businessId: idParam }),
  query: z.object({ ProductType: z.enum(['Products', 'Services'], { message: 'must be Products or Services' }).optional() }),
  result: z.array(categorySchema),
});

export const getCategoriesReport = defineRoute({
  id: 'I8',
  method: 'GET',
  path: '/api/Product/GetCategoriesReport/{businessId}',
  tag: TAG,
  modules: ['products', 'reports'],
  summary: 'Stock and sales per category',
  params: z.object({ businessId: idParam }),
  query: z.object({ StartDate: dateSchema.optional(), EndDate: dateSchema.optional() }),
  result: z.array(categoryReportRowSchema),
});

export const addCategory = defineRoute({
  id: 'I16',
  method: 'POST',
  path: '/api/Product/AddCategory',
  tag: TAG,
  modules: PRODUCTS,
  summary: 'Add a category; a duplicate name is 409',
  body: categoryInputSchema.extend({ businessId: idSchema }),
  result: categorySchema,
});

export const addSubCategory = defineRoute({
  id: 'I17',
  method: 'POST',
  path: '/api/Product/AddSubCategory',
  tag: TAG,
  modules: PRODUCTS,
  summary: 'Create (no id) or update (id present) a subcategory',
  body: subcategoryInputSchema,
  result: subcategorySchema,
});

export const updateCategory = defineRoute({
  id: 'I20',
  method: 'POST',
  path: '/api/Product/UpdateCategory/{id}',
  tag: TAG,
  modules: PRODUCTS,
  summary: 'Edit a category',
  params: z.object({ id: idParam }),
  body: categoryInputSchema,
  result: categorySchema,
});

export const addProductsToCategory = defineRoute({
  id: 'I21',
  method: 'POST',
  path: '/api/Product/AddProductsToCategory',
  tag: TAG,
  modules: PRODUCTS,
  summary: 'Move products into a category or subcategory',
  body: z.object({ categoryId: idSchema, category_OneId: optionalRef, productIds: z.array(idSchema).min(1, 'must list at least one product').max(1000) }),
  result: z.object({ updated: z.number().int() }),
});

export const deleteCategory = defineRoute({
  id: 'I23',
  method: 'DELETE',
  path: '/api/Product/DeleteCategory/{id}',
  tag: TAG,
  modules: PRODUCTS,
  summary: 'Delete a category and its subcategories; 409 IN_USE when a product is in it',
  params: z.object({ id: idParam }),
  result: nullResult,
});

export const deleteSubCategory = defineRoute({
  id: 'I24',
  method: 'DELETE',
  path: '/api/Product/DeleteSubCategory/{id}',
  tag: TAG,
  modules: PRODUCTS,
  summary: 'Delete a subcategory; its products keep their category',
  params: z.object({ id: idParam }),
  result: nullResult,
});
