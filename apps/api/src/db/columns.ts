import { integer, numeric, timestamp } from 'drizzle-orm/pg-core';
import { businesses, tenants } from './schema';

/** Column shapes every table file uses, so money and quantities are stored one way (API.md §1.7). */
export const createdOn = () => timestamp('created_on', { withTimezone: true }).notNull().defaultNow();
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
/** Quantities carry up to 3 decimals. */
export const quantity = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });
/** Every business-owned row carries its tenant and business (DESIGN.md §2); the references resolve lazily. */
export const owner = () => ({
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  businessId: integer('business_id').notNull().references(() => businesses.id),
});
