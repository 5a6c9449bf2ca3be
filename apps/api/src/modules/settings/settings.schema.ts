import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { businesses, tenants } from '../../db/tenancy.schema';

export const receiptSettings = pgTable('receipt_settings', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id),
  businessId: integer('business_id')
    .notNull()
    .references(() => businesses.id)
    .unique(),
  logoUrl: text('logo_url'),
  showOrganizationName: boolean('show_organization_name').notNull().default(true),
  showPhone: boolean('show_phone').notNull().default(true),
  showEmail: boolean('show_email').notNull().default(true),
  showThankYouMessage: boolean('show_thank_you_message').notNull().default(true),
  message: text('message'),
});

export const cashRegisterSettings = pgTable('cash_register_settings', {
  businessId: integer('business_id')
    .primaryKey()
    .references(() => businesses.id),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id),
  requireOpenSession: boolean('require_open_session').notNull().default(false),
  allowNegativeInventory: boolean('allow_negative_inventory').notNull().default(false),
  mobileMoneyEnabled: boolean('mobile_money_enabled').notNull().default(false),
  mtnMomoEnabled: boolean('mtn_momo_enabled').notNull().default(false),
  airtelMoneyEnabled: boolean('airtel_money_enabled').notNull().default(false),
});
