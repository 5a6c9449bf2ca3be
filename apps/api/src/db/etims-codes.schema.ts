import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Tax-authority code lists (selectCodeList), seeded at start-up so I35–I39 answer before any device. */
export const etimsCodes = pgTable(
  'etims_codes',
  {
    codeClass: text('code_class').notNull(),
    className: text('class_name').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    userDefined1: text('user_defined_1'),
  },
  (t) => [primaryKey({ columns: [t.codeClass, t.code] })],
);

export const itemClassifications = pgTable('item_classifications', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  level: integer('level').notNull(),
  taxTypeCode: text('tax_type_code'),
});
