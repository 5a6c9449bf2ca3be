import { z } from 'zod';
import { defineRoute } from './route';
import { idParam, idSchema, moneySchema, nullResult, optionalText, requiredText } from './common';
import { bundleComponentSchema } from './products';
import { code, optionalMoney } from './catalog-fields';

const TAG = 'Product';
const PRODUCTS = ['products'] as const;

export const bundleInputSchema = z.object({
  name: requiredText(200),
  price: moneySchema,
  productCode: code(64),
  discount: optionalMoney,
  longDesc: optionalText(2000),
  customerInfoCustId: idSchema,
  batchStore: z
    .array(
      z.object({
        productId: idSchema,
        // Quantities are stored to 3 decimals: 0.0001 would be saved as 0 and every stock count divides by it.
        quantity: z.number({ message: 'must be a number' }).finite().min(0.0005, 'must be at least 0.001').max(1e6),
        /** Read-only: taken from the product. */
        name: z.string().nullish(),
        sellingPrice: z.number().nullish(),
      }),
    )
    .min(1, 'must list at least one product')
    .max(50),
  productImagesPath: z.string().nullish(),
});
export type BundleInput = z.input<typeof bundleInputSchema>;

export const bundleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  productCode: z.string().nullable(),
  discount: z.number(),
  longDesc: z.string().nullable(),
  customerInfoCustId: z.number().int(),
  productImagesPath: z.string().nullable(),
  batchStore: z.array(bundleComponentSchema),
  /** How many bundles the components' stock allows; null when no component tracks stock. */
  quantity: z.number().nullable(),
});
export type Bundle = z.infer<typeof bundleSchema>;

export const getBundles = defineRoute({
  id: 'I4',
  method: 'GET',
  path: '/api/Product/GetBundles/{businessId}',
  tag: TAG,
  modules: PRODUCTS,
  summary: '"Bundles" tab',
  params: z.object({ businessId: idParam }),
  result: z.array(bundleSchema),
});

export const createBundle = defineRoute({
  id: 'I11',
  method: 'POST',
  path: '/api/Product/CreateBundle',
  tag: TAG,
  modules: PRODUCTS,
  multipart: true,
  files: ['images'],
  summary: 'Create a bundle of the business’s products',
  body: bundleInputSchema,
  result: bundleSchema,
});

export const updateBundle = defineRoute({
  id: 'I12',
  method: 'PUT',
  path: '/api/Product/UpdateBundle/{id}',
  tag: TAG,
  modules: PRODUCTS,
  multipart: true,
  files: ['images'],
  summary: 'Edit a bundle',
  params: z.object({ id: idParam }),
  body: bundleInputSchema,
  result: bundleSchema,
});

export const deleteBundle = defineRoute({
  id: 'I13',
  method: 'DELETE',
  path: '/api/Product/DeleteBundle/{id}',
  tag: TAG,
  modules: PRODUCTS,
  summary: 'Delete a bundle',
  params: z.object({ id: idParam }),
  result: nullResult,
});

export const getBundle = defineRoute({
  id: 'I14',
  method: 'GET',
  path: '/api/Product/GetBundle/{id}',
  tag: TAG,
  modules: PRODUCTS,
  summary: 'One bundle',
  params: z.object({ id: idParam }),
  result: bundleSchema,
});
