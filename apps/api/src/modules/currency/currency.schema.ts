import { sql } from 'drizzle-orm';
import { boolean, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn } from '../../db/columns';
import { businesses, tenants } from '../../db/tenancy.schema';

export const currencies = pgTable(
  'currencies',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    currencyName: text('currency_name').notNull(),
    symbol: text('symbol').notNull(),
    /** Units of this currency per 1 unit of the business's default currency. */
    rate: numeric('rate', { precision: 18, scale: 6, mode: 'number' }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdOn: createdOn(),
  },
  (t) => [
    uniqueIndex('currencies_name_uq').on(t.businessId, t.currencyName),
    uniqueIndex('currencies_one_default_uq')
      .on(t.businessId)
      .where(sql`${t.isDefault}`),
  ],
);
