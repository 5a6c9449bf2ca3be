import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, money } from './columns';

/** Subscription plans; `modules` holds the module keys of API.md §1.2 that the plan unlocks. */
export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  price: money('price').notNull().default(0),
  currency: text('currency').notNull().default('KES'),
  period: text('period').notNull().default('Monthly'),
  modules: text('modules').array().notNull(),
  maxUsers: integer('max_users').notNull(),
  maxBusinesses: integer('max_businesses').notNull(),
  /** The plan every new tenant starts on. Exactly one row has it. */
  isDefault: boolean('is_default').notNull().default(false),
});

export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  planId: integer('plan_id')
    .notNull()
    .references(() => plans.id),
  businessStatus: text('business_status').notNull().default('Trial'),
  planStartedOn: timestamp('plan_started_on', { withTimezone: true }).notNull().defaultNow(),
  planExpiresOn: timestamp('plan_expires_on', { withTimezone: true }),
  createdOn: createdOn(),
});

export const businesses = pgTable(
  'businesses',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    organizationName: text('organization_name').notNull(),
    fullnames: text('fullnames'),
    primaryPhone: text('primary_phone'),
    secondaryPhone: text('secondary_phone'),
    primaryEmail: text('primary_email'),
    secondaryEmail: text('secondary_email'),
    website: text('website'),
    city: text('city'),
    /** ISO country (KE, UG, RW): fixes the default currency, tax rates and time zone. */
    country: text('country').notNull(),
    location: text('location'),
    address: text('address'),
    logoUrl: text('logo_url'),
    businessTypeId: integer('business_type_id'),
    createdOn: createdOn(),
    /** Soft delete (C4): nothing a shop recorded is removed. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('businesses_tenant_idx').on(t.tenantId)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    email: text('email'),
    countryCode: text('country_code').notNull(),
    /** E.164 with '+', normalised with libphonenumber-js/max. */
    phoneNumber: text('phone_number').notNull(),
    /** Null until an invited user completes registration (A4). */
    passwordHash: text('password_hash'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    isEnabled: boolean('is_enabled').notNull().default(true),
    approved: boolean('approved').notNull().default(true),
    /** Raised on a password change, reset or deactivation: access tokens carry it (claim `tv`) and an older one is 401. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdOn: createdOn(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_phone_live_uq')
      .on(t.phoneNumber)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** A user's link to a business, with their role there. */
export const businessUsers = pgTable(
  'business_users',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    roleTypes: text('role_types').notNull(),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdOn: createdOn(),
  },
  (t) => [uniqueIndex('business_users_uq').on(t.businessId, t.userId), index('business_users_user_idx').on(t.userId)],
);

/** Invitation links for users created by F4 (A4 completes them). */
export const invites = pgTable('invites', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  businessId: integer('business_id')
    .notNull()
    .references(() => businesses.id),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdOn: createdOn(),
});

/** Every business-owned row carries its tenant and business (DESIGN.md §2); the references resolve lazily. */
export const owner = () => ({
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id),
  businessId: integer('business_id')
    .notNull()
    .references(() => businesses.id),
});
