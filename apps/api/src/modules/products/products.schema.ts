import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdOn, money, quantity } from '../../db/columns';
import { owner } from '../../db/tenancy.schema';
import { categories, subcategories } from '../categories/categories.schema';
import { suppliers } from '../suppliers/suppliers.schema';

export const products = pgTable(
  'products',
  {
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
  },
  (t) => [
    // The lists' order (byName) over live rows. `name` rides along so a page of ids is an index-only scan: PostgreSQL
    // will not read lower(name) back from the index unless the column it is computed from is there too, and a deep
    // page (OFFSET 75,000) then skips index entries instead of fetching 75,000 rows from the table.
    index('products_live_name_idx')
      .on(t.businessId, sql`lower(${t.name})`, t.id, t.name)
      .where(sql`${t.deletedAt} is null`),
    // A search's walk in list order reads search_text from products_live_name_search_idx (hand SQL in migration
    // 0027: drizzle has no INCLUDE), which holds only rows whose text fits a btree tuple; this one holds the rest
    // (a product with many variants), so the walk's second branch is as short as those rows are few.
    index('products_live_long_search_idx')
      .on(t.businessId, sql`lower(${t.name})`, t.id, t.name)
      .where(sql`${t.deletedAt} is null and octet_length(${t.searchText}) > 700`),
    index('products_business_barcode_idx').on(t.businessId, t.barCode),
    index('products_category_idx').on(t.categoryId, t.subcategoryId),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The offline till's sync (Y1) reads a shop's products changed since its cursor; a trigger keeps updated_on.
    index('products_business_updated_idx').on(t.businessId, t.updatedOn, t.id),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    ...owner(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
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
  },
  (t) => [index('product_variants_product_idx').on(t.productId), index('product_variants_barcode_idx').on(t.businessId, t.barCode)],
);

export const productSuppliers = pgTable(
  'product_suppliers',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.supplierId] })],
);

/**
 * A business's catalogue order version: a random number redrawn (by the deferred trigger of migration 0026, at the
 * commit of any transaction that inserts, deletes, renames or re-files a product) so a deep page's cached keyset
 * anchors (product-page-anchors.ts) are known to be stale. Random, not counted: a cache in one process may meet
 * several databases (tests), where two counters would agree by chance.
 */
export const catalogVersions = pgTable('catalog_versions', {
  businessId: integer('business_id').primaryKey(),
  version: integer('version').notNull(),
});
