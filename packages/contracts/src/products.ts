import { z } from 'zod';
import { defineRoute } from './route';
import { MAX_ID, idParam, idSchema, moneySchema, nullResult, optionalText, pageSchema, requiredText } from './common';
import {
  code,
  flag,
  flagInput,
  kraProductTypeSchema,
  optionalMoney,
  optionalQuantity,
  optionalRef,
  productTypeFilterSchema,
  productTypeSchema,
  queryPaging,
  searchParam,
} from './catalog-fields';

const TAG = 'Product';
const PRODUCTS = ['products'] as const;
const PRODUCTS_OR_POS = ['products', 'pos'] as const;

export const variantInputSchema = z.object({
  /** Present to edit an existing variant; absent for a new one. */
  id: z.number().int().positive().max(MAX_ID, 'is not a valid id').nullish(),
  name: requiredText(120),
  barCode: code(64),
  productCode: code(64),
  sellingPrice: moneySchema,
  wholesalePrice: optionalMoney,
  minSellingPrice: optionalMoney,
  minWholesalePrice: optionalMoney,
  buyingPrice: optionalMoney,
  /** Opening stock of a new variant; ignored for an existing one. */
  quantity: optionalQuantity,
  lowstock: optionalQuantity,
});
export type VariantInput = z.input<typeof variantInputSchema>;

export const variantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  barCode: z.string().nullable(),
  productCode: z.string().nullable(),
  sellingPrice: z.number(),
  wholesalePrice: z.number(),
  minSellingPrice: z.number(),
  minWholesalePrice: z.number(),
  buyingPrice: z.number(),
  quantity: z.number(),
  lowstock: z.number(),
});
export type Variant = z.infer<typeof variantSchema>;

/** The body of I10 and I19 (the `payload` part on multipart). */
export const productInputSchema = z.object({
  businessId: idSchema,
  name: requiredText(200),
  categoryId: optionalRef,
  category_OneId: optionalRef,
  longDesc: optionalText(2000),
  sellingPrice: moneySchema,
  buyingPrice: optionalMoney,
  wholesalePrice: optionalMoney,
  minSellingPrice: optionalMoney,
  minWholesalePrice: optionalMoney,
  /** I10: opening stock (an Opening movement). I19: ignored. */
  quantity: optionalQuantity,
  lowstock: optionalQuantity,
  unitId: optionalRef,
  unitsid: optionalRef,
  taxId: optionalRef,
  taxCode: optionalText(2),
  /** Read-only: the rate follows taxId/taxCode. */
  taxRate: z.number().nullish(),
  taxInclusive: z.boolean().default(true),
  barCode: code(64),
  productCode: code(64),
  brand: optionalText(100),
  location: optionalText(100),
  active: flagInput.default(1),
  productType: productTypeSchema.default(0),
  trackInventory: flagInput.nullish(),
  kra_ProductType: kraProductTypeSchema.nullish(),
  itemClassificationCode: code(10),
  packagingUnitCode: code(5),
  quantityUnitCode: code(5),
  country_Origin: code(2),
  /** Supplier ids; a list whose first id is 0 means none. */
  suppliers: z
    .array(z.number({ message: 'must be a supplier id' }).int().nonnegative().max(MAX_ID, 'is not a valid id'))
    .max(50)
    .nullish(),
  variants: z.array(variantInputSchema).max(100, 'must have at most 100 variants').nullish(),
  buyThis: z.boolean().nullish(),
  sellThis: z.boolean().nullish(),
  isProduced: z.boolean().nullish(),
  /** Read-only: set from the uploaded `images`. */
  productImagesPath: z.string().nullish(),
});
export type ProductInput = z.input<typeof productInputSchema>;

export const productSchema = z.object({
  id: z.number().int(),
  businessId: z.number().int(),
  name: z.string(),
  categoryId: z.number().int().nullable(),
  category_OneId: z.number().int().nullable(),
  /** Added for lists: the category's and subcategory's names. */
  categoryName: z.string().nullable(),
  subcategoryName: z.string().nullable(),
  longDesc: z.string().nullable(),
  sellingPrice: z.number(),
  buyingPrice: z.number(),
  wholesalePrice: z.number(),
  minSellingPrice: z.number(),
  minWholesalePrice: z.number(),
  quantity: z.number(),
  lowstock: z.number(),
  /** Added: tracked and at or below lowstock. */
  isLowStock: z.boolean(),
  unitId: z.number().int(),
  unitsid: z.number().int(),
  unitName: z.string(),
  taxId: z.number().int(),
  taxCode: z.string(),
  taxRate: z.number(),
  taxInclusive: z.boolean(),
  priceBeforeTax: z.number(),
  barCode: z.string().nullable(),
  productCode: z.string().nullable(),
  brand: z.string().nullable(),
  location: z.string().nullable(),
  active: flag,
  productType: productTypeSchema,
  trackInventory: flag,
  kra_ProductType: z.string(),
  itemClassificationCode: z.string().nullable(),
  packagingUnitCode: z.string().nullable(),
  quantityUnitCode: z.string().nullable(),
  country_Origin: z.string().nullable(),
  suppliers: z.array(z.number().int()),
  variants: z.array(variantSchema),
  productImagesPath: z.string().nullable(),
  buyThis: z.boolean(),
  sellThis: z.boolean(),
  isProduced: z.boolean(),
  itemCode: z.string().nullable(),
});
export type Product = z.infer<typeof productSchema>;

export const productRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  productCode: z.string().nullable(),
  barCode: z.string().nullable(),
  productType: productTypeSchema,
  quantity: z.number(),
  sellingPrice: z.number(),
});
export type ProductRef = z.infer<typeof productRefSchema>;

export const bundleComponentSchema = z.object({ productId: z.number().int(), name: z.string(), quantity: z.number(), sellingPrice: z.number() });

/** A variant on the till: its buying price only for a user with `products` (a pos-only cashier sees no costs). */
export const posVariantSchema = variantSchema.extend({ buyingPrice: z.number().optional() });

/** A POS grid row: a product, service or bundle with what the cart needs. */
export const posItemSchema = productSchema
  .pick({
    id: true,
    name: true,
    longDesc: true,
    sellingPrice: true,
    wholesalePrice: true,
    minSellingPrice: true,
    minWholesalePrice: true,
    taxId: true,
    taxCode: true,
    taxRate: true,
    taxInclusive: true,
    productType: true,
    kra_ProductType: true,
    itemClassificationCode: true,
    packagingUnitCode: true,
    quantityUnitCode: true,
    trackInventory: true,
    barCode: true,
    productCode: true,
    itemCode: true,
    productImagesPath: true,
    categoryId: true,
    category_OneId: true,
    lowstock: true,
  })
  .extend({
    /** Sent to users with `products` only (Owner and Admin have it): a pos-only cashier sees no costs. */
    buyingPrice: z.number().optional(),
    variants: z.array(posVariantSchema),
    /** A bundle's quantity is how many its components' stock allows; null when none is tracked. */
    quantity: z.number().nullable(),
    /** The product's unit (whole pieces or a measure), so the till refuses 2.5 pieces; null for a bundle. */
    unitId: z.number().int().nullable(),
    isBundle: z.boolean(),
    batchStore: z.array(bundleComponentSchema).optional(),
    /** Bundles: the bundle's discount. */
    discount: z.number().optional(),
  });
export type PosItem = z.infer<typeof posItemSchema>;

const byBusiness = z.object({ businessId: idParam });
const byId = z.object({ id: idParam });

export const getAllProductsAndServices = defineRoute({
  id: 'I1',
  method: 'GET',
  path: '/api/Product/GetAllProductsAndServices/{businessId}',
  tag: TAG,
  modules: PRODUCTS,
  summary: '"All" tab: products and services, active and inactive',
  params: byBusiness,
  result: z.array(productSchema),
});

export const getProductRefs = defineRoute({
  id: 'I2',
  method: 'GET',
  path: '/api/Product/GetProducts/{businessId}',
  tag: TAG,
  modules: PRODUCTS,
  summary: 'Light picker list of active products and services',
  params: byBusiness,
  result: z.array(productRefSchema),
});

export const getProductsOnly = defineRoute({
  id: 'I3',
  method: 'GET',
  path: '/api/Product/GetProductsOnly/{businessId}',
  tag: TAG,
  modules: PRODUCTS,
  summary: '"Products only" tab: productType 0',
  params: byBusiness,
  result: z.array(productSchema),
});

export const getServices = defineRoute({
  id: 'I5',
  method: 'GET',
  path: '/api/Product/GetServices/{businessId}',
  tag: TAG,
  modules: PRODUCTS,
  summary: '"Services" tab: productType 1',
  params: byBusiness,
  result: z.array(productSchema),
});

export const getProductsByCategory = defineRoute({
  id: 'I9',
  method: 'GET',
  path: '/api/Product/GetProductsByCategory/{categoryId}',
  tag: TAG,
  modules: PRODUCTS,
  summary: 'Products in a category, or in one of its subcategories',
  params: z.object({ categoryId: idParam }),
  query: z.object({ CategoryOneId: z.coerce.number({ message: 'must be a whole number' }).int().nonnegative().max(MAX_ID, 'is not a valid id').optional() }),
  result: z.array(productSchema),
});

export const addProduct = defineRoute({
  id: 'I10',
  method: 'POST',
  path: '/api/Product/AddProduct',
  tag: TAG,
  modules: PRODUCTS,
  multipart: true,
  files: ['images'],
  idem: true,
  summary: 'Add a product or service; quantity is the opening stock',
  body: productInputSchema,
  result: productSchema,
});

export const getProduct = defineRoute({
  id: 'I18',
  method: 'GET',
  path: '/api/Product/GetProduct/{id}',
  tag: TAG,
  modules: PRODUCTS,
  summary: 'One product with variants and suppliers',
  params: byId,
  result: productSchema,
});

export const updateProduct = defineRoute({
  id: 'I19',
  method: 'POST',
  path: '/api/Product/UpdateProduct/{id}',
  tag: TAG,
  modules: PRODUCTS,
  multipart: true,
  files: ['images'],
  idem: true,
  summary: 'Edit a product; quantity is ignored (stock moves only through movements); a new variant’s quantity is its opening stock',
  params: byId,
  body: productInputSchema,
  result: productSchema,
});

export const deleteProduct = defineRoute({
  id: 'I22',
  method: 'DELETE',
  path: '/api/Product/DeleteProduct/{id}',
  tag: TAG,
  modules: PRODUCTS,
  summary: 'Soft delete; 409 IN_USE when the product is in a bundle',
  params: byId,
  result: nullResult,
});

/**
 * An I33 entry: only the fields sent change. The defaults of productInputSchema are dropped first,
 * because zod applies a default even inside `.partial()` and would turn an omitted productType into 0.
 */
export const productPatchSchema = productInputSchema
  .omit({ businessId: true })
  .extend({ taxInclusive: z.boolean(), active: flagInput, productType: productTypeSchema })
  .partial()
  .extend({ id: idSchema });
export type ProductPatch = z.input<typeof productPatchSchema>;

export const bulkUpdateProducts = defineRoute({
  id: 'I33',
  method: 'PUT',
  path: '/api/Product/BulkUpdateProducts/{businessId}',
  tag: TAG,
  modules: PRODUCTS,
  summary: 'Edit many products at once; each entry needs id and follows the rules of I19',
  params: byBusiness,
  body: z.object({
    products: z.array(productPatchSchema).min(1, 'must list at least one product').max(500),
  }),
  result: z.object({ updated: z.number().int(), errors: z.array(z.object({ id: z.number().int(), errordesc: z.string() })) }),
});

const flagQuery = z.enum(['true', 'false', '1', '0'], { message: 'must be true or false' }).optional();

export const getPaginatedProducts = defineRoute({
  id: 'I34',
  method: 'GET',
  path: '/api/Product/GetPaginatedProducts/{businessId}',
  tag: TAG,
  modules: PRODUCTS,
  summary: 'Paged product list; SearchParam matches name, barCode, productCode and brand',
  params: byBusiness,
  query: z.object({
    CategoryId: z.coerce.number({ message: 'must be a whole number' }).int().nonnegative().max(MAX_ID, 'is not a valid id').optional(),
    CategoryOneId: z.coerce.number({ message: 'must be a whole number' }).int().nonnegative().max(MAX_ID, 'is not a valid id').optional(),
    ProductType: productTypeFilterSchema.default('All'),
    SearchParam: searchParam,
    BuyThis: flagQuery,
    /** Added: only tracked items at or below their low-stock level. */
    LowStock: flagQuery,
    ...queryPaging,
  }),
  result: pageSchema(productSchema),
});

export const getPosProducts = defineRoute({
  id: 'I40',
  method: 'GET',
  path: '/api/Product/GetPosProducts/{businessId}',
  tag: TAG,
  modules: PRODUCTS_OR_POS,
  summary: 'POS grid: active items with sellThis true, bundles included',
  params: byBusiness,
  query: z.object({
    CategoryId: z.coerce.number({ message: 'must be a whole number' }).int().nonnegative().max(MAX_ID, 'is not a valid id').optional(),
    CategoryOneId: z.coerce.number({ message: 'must be a whole number' }).int().nonnegative().max(MAX_ID, 'is not a valid id').optional(),
    ProductType: productTypeFilterSchema.default('All'),
    SearchParam: searchParam,
    ...queryPaging,
  }),
  result: pageSchema(posItemSchema),
});
