import { sql } from 'drizzle-orm';
import {
  bigserial, boolean, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './schema';
import { createdOn, money, owner, quantity } from './columns';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  ...owner(),
  name: text('name').notNull(),
  description: text('description'),
  /** 0 products, 1 services. */
  productType: integer('product_type').notNull().default(0),
  createdOn: createdOn(),
}, (t) => [uniqueIndex('categories_name_uq').on(t.businessId, t.productType, sql`lower(${t.name})`)]);

export const subcategories = pgTable('subcategories', {
  id: serial('id').primaryKey(),
  ...owner(),
  categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description'),
  createdOn: createdOn(),
}, (t) => [uniqueIndex('subcategories_name_uq').on(t.categoryId, sql`lower(${t.name})`)]);

/** Group N owns the routes; products link to suppliers, so the table is here from the catalog on. */
export const suppliers = pgTable('suppliers', {
  id: serial('id').primaryKey(),
  ...owner(),
  supplierName: text('supplier_name').notNull(),
  supplierEmail: text('supplier_email'),
  supplierPhoneNumber: text('supplier_phone_number'),
  createdById: integer('created_by_id').references(() => users.id),
  isActive: boolean('is_active').notNull().default(true),
  kraPin: text('kra_pin'),
  billingAddress: text('billing_address'),
  county: text('county'),
  bankAccount: text('bank_account'),
  bankName: text('bank_name'),
  branchName: text('branch_name'),
  swiftCode: text('swift_code'),
  postalCode: text('postal_code'),
  paymentTerms: text('payment_terms'),
  createdOn: createdOn(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [index('suppliers_business_idx').on(t.businessId)]);

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  ...owner(),
  name: text('name').notNull(),
  categoryId: integer('category_id').references(() => categories.id),
  subcategoryId: integer('subcategory_id').references(() => subcategories.id, { onDelete: 'set null' }),
  longDesc: text('long_desc'),
  sellingPrice: money('selling_price').notNull().default(0),
  buyingPrice: money('buying_price').notNull().default(0),
  wholesalePrice: money('wholesale_price').notNull().default(0),
  minSellingPrice: money('min_selling_price').notNull().default(0),
  minWholesalePrice: money('min_wholesale_price').notNull().default(0),
  /** On hand; with variants, the sum of theirs. Changed only together with a stock_movements row. */
  quantity: quantity('quantity').notNull().default(0),
  lowstock: quantity('lowstock').notNull().default(0),
  unitId: integer('unit_id').notNull().default(1),
  taxId: integer('tax_id').notNull(),
  taxCode: text('tax_code').notNull(),
  taxRate: numeric('tax_rate', { precision: 6, scale: 4, mode: 'number' }).notNull(),
  taxInclusive: boolean('tax_inclusive').notNull().default(true),
  barCode: text('bar_code'),
  productCode: text('product_code'),
  brand: text('brand'),
  location: text('location'),
  active: boolean('active').notNull().default(true),
  productType: integer('product_type').notNull().default(0),
  trackInventory: boolean('track_inventory').notNull().default(true),
  kraProductType: text('kra_product_type').notNull().default('2'),
  itemClassificationCode: text('item_classification_code'),
  packagingUnitCode: text('packaging_unit_code'),
  quantityUnitCode: text('quantity_unit_code'),
  countryOrigin: text('country_origin'),
  imageUrl: text('image_url'),
  buyThis: boolean('buy_this').notNull().default(true),
  sellThis: boolean('sell_this').notNull().default(true),
  isProduced: boolean('is_produced').notNull().default(false),
  /** The tax authority's item code, set when the item is registered with eTIMS. */
  itemCode: text('item_code'),
  /**
   * Lower-cased name, barcodes (the product's and its variants'), product codes and brand: the one
   * column the trigram index covers, kept by the catalog's writes (products.queries `searchTextOf`).
   */
  searchText: text('search_text').notNull().default(''),
  createdOn: createdOn(),
  updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  /** Soft delete (I22): sales and stock history keep pointing at the row. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [
  index('products_business_name_idx').on(t.businessId, sql`lower(${t.name})`, t.id),
  index('products_business_barcode_idx').on(t.businessId, t.barCode),
  index('products_category_idx').on(t.categoryId, t.subcategoryId),
  index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
]);

export const productVariants = pgTable('product_variants', {
  id: serial('id').primaryKey(),
  ...owner(),
  productId: integer('product_id').notNull().references(() => products.id),
  name: text('name').notNull(),
  barCode: text('bar_code'),
  productCode: text('product_code'),
  sellingPrice: money('selling_price').notNull().default(0),
  wholesalePrice: money('wholesale_price').notNull().default(0),
  minSellingPrice: money('min_selling_price').notNull().default(0),
  minWholesalePrice: money('min_wholesale_price').notNull().default(0),
  buyingPrice: money('buying_price').notNull().default(0),
  quantity: quantity('quantity').notNull().default(0),
  lowstock: quantity('lowstock').notNull().default(0),
  createdOn: createdOn(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [
  index('product_variants_product_idx').on(t.productId),
  index('product_variants_barcode_idx').on(t.businessId, t.barCode),
]);

export const productSuppliers = pgTable('product_suppliers', {
  productId: integer('product_id').notNull().references(() => products.id),
  supplierId: integer('supplier_id').notNull().references(() => suppliers.id),
}, (t) => [primaryKey({ columns: [t.productId, t.supplierId] })]);

export const bundles = pgTable('bundles', {
  id: serial('id').primaryKey(),
  ...owner(),
  name: text('name').notNull(),
  price: money('price').notNull(),
  productCode: text('product_code'),
  discount: money('discount').notNull().default(0),
  longDesc: text('long_desc'),
  imageUrl: text('image_url'),
  createdOn: createdOn(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [index('bundles_business_idx').on(t.businessId)]);

/** batchStore: the products a bundle is made of, with how many of each. */
export const bundleItems = pgTable('bundle_items', {
  bundleId: integer('bundle_id').notNull().references(() => bundles.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull().references(() => products.id),
  quantity: quantity('quantity').notNull(),
}, (t) => [primaryKey({ columns: [t.bundleId, t.productId] }), index('bundle_items_product_idx').on(t.productId)]);

/**
 * Every change of stock. `change` is signed (after − before); quantityBefore/After are of the
 * variant when variantId is set, else of the product.
 */
export const stockMovements = pgTable('stock_movements', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ...owner(),
  productId: integer('product_id').notNull().references(() => products.id),
  variantId: integer('variant_id').references(() => productVariants.id),
  adjustmentType: text('adjustment_type').notNull(),
  /** The quantity as the request gave it (for Set: the new count). */
  qty: quantity('qty').notNull(),
  change: quantity('change').notNull(),
  quantityBefore: quantity('quantity_before').notNull(),
  quantityAfter: quantity('quantity_after').notNull(),
  reason: text('reason'),
  note: text('note'),
  supplierId: integer('supplier_id'),
  transactionId: integer('transaction_id'),
  userId: integer('user_id').references(() => users.id),
  kraRegistered: boolean('kra_registered').notNull().default(false),
  actionDate: timestamp('action_date', { withTimezone: true }).notNull().defaultNow(),
  /** I30/I31 hide a row from the history; the movement itself is never erased. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [index('stock_movements_product_idx').on(t.productId, t.actionDate)]);

export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  ...owner(),
  /** 0 generic, 1 new orders, 2 low stock, 3 billing. */
  category: integer('category').notNull(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  isRead: boolean('is_read').notNull().default(false),
  createdOn: createdOn(),
}, (t) => [index('notifications_business_idx').on(t.businessId, t.createdOn)]);

/** Tax-authority code lists (selectCodeList), seeded at start-up so I35–I39 answer before any device. */
export const etimsCodes = pgTable('etims_codes', {
  codeClass: text('code_class').notNull(),
  className: text('class_name').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  userDefined1: text('user_defined_1'),
}, (t) => [primaryKey({ columns: [t.codeClass, t.code] })]);

export const itemClassifications = pgTable('item_classifications', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  level: integer('level').notNull(),
  taxTypeCode: text('tax_type_code'),
});

/** API.md §1.8: one row per (user, route, key) for 24 h. `status` is null while the first request runs. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  userId: integer('user_id').notNull(),
  routeId: text('route_id').notNull(),
  key: text('key').notNull(),
  requestHash: text('request_hash').notNull(),
  status: integer('status'),
  response: text('response'),
  createdOn: createdOn(),
}, (t) => [primaryKey({ columns: [t.userId, t.routeId, t.key] }), index('idempotency_keys_created_idx').on(t.createdOn)]);
