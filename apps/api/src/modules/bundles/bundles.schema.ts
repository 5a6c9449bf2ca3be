import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdOn, money, quantity } from '../../db/columns';
import { owner } from '../../db/tenancy.schema';
import { products } from '../products/products.schema';

export const bundles = pgTable(
  'bundles',
  {
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
  },
  (t) => [index('bundles_business_idx').on(t.businessId)],
);

/** batchStore: the products a bundle is made of, with how many of each. */
export const bundleItems = pgTable(
  'bundle_items',
  {
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: quantity('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.productId] }), index('bundle_items_product_idx').on(t.productId)],
);
