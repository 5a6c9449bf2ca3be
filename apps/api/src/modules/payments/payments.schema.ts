import { sql } from 'drizzle-orm';
import { boolean, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn } from '../../db/columns';
import { owner } from '../../db/tenancy.schema';

/** Custom payment methods (J2); the built-in ones are constants of the contract. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    ...owner(),
    paymentValue: text('payment_value').notNull(),
    displayValue: text('display_value').notNull(),
    displayName: text('display_name'),
    isDefault: boolean('is_default').notNull().default(false),
    createdOn: createdOn(),
  },
  (t) => [uniqueIndex('payment_methods_value_uq').on(t.businessId, sql`lower(${t.paymentValue})`)],
);
