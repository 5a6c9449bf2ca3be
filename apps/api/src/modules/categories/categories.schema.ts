import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn } from '../../db/columns';
import { owner } from '../../db/tenancy.schema';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    ...owner(),
    name: text('name').notNull(),
    description: text('description'),
    /** 0 products, 1 services. */
    productType: integer('product_type').notNull().default(0),
    createdOn: createdOn(),
  },
  (t) => [uniqueIndex('categories_name_uq').on(t.businessId, t.productType, sql`lower(${t.name})`)],
);

export const subcategories = pgTable(
  'subcategories',
  {
    id: serial('id').primaryKey(),
    ...owner(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    createdOn: createdOn(),
  },
  (t) => [uniqueIndex('subcategories_name_uq').on(t.categoryId, sql`lower(${t.name})`)],
);
