import { sql } from 'drizzle-orm';
import {
  bigserial, boolean, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';

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
  planId: integer('plan_id').notNull().references(() => plans.id),
  businessStatus: text('business_status').notNull().default('Trial'),
  planStartedOn: timestamp('plan_started_on', { withTimezone: true }).notNull().defaultNow(),
  planExpiresOn: timestamp('plan_expires_on', { withTimezone: true }),
  createdOn: createdOn(),
});

export const businesses = pgTable('businesses', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
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
}, (t) => [index('businesses_tenant_idx').on(t.tenantId)]);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
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
  createdOn: createdOn(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [uniqueIndex('users_phone_live_uq').on(t.phoneNumber).where(sql`${t.deletedAt} is null`)]);

/** A user's link to a business, with their role there. */
export const businessUsers = pgTable('business_users', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  businessId: integer('business_id').notNull().references(() => businesses.id),
  userId: integer('user_id').notNull().references(() => users.id),
  roleTypes: text('role_types').notNull(),
  roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
  createdOn: createdOn(),
}, (t) => [uniqueIndex('business_users_uq').on(t.businessId, t.userId), index('business_users_user_idx').on(t.userId)]);

/** Opaque rotating refresh tokens; only a SHA-256 of the token is kept. */
export const refreshTokens = pgTable('refresh_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  businessId: integer('business_id').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Set when rotated; presenting a used token again is reuse and revokes them all. */
  usedAt: timestamp('used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdOn: createdOn(),
}, (t) => [index('refresh_tokens_user_idx').on(t.userId)]);

/** One-time codes: HMAC of the code, purpose, 5-minute expiry, 5 tries. */
export const oneTimeCodes = pgTable('one_time_codes', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  phoneNumber: text('phone_number').notNull(),
  purpose: text('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  /** A password-reset code checked by A9 allows one A7 within 10 minutes of this. */
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  createdOn: createdOn(),
}, (t) => [index('one_time_codes_phone_idx').on(t.phoneNumber, t.createdOn)]);

/** Invitation links for users created by F4 (A4 completes them). */
export const invites = pgTable('invites', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  businessId: integer('business_id').notNull().references(() => businesses.id),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdOn: createdOn(),
});

export const currencies = pgTable('currencies', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  businessId: integer('business_id').notNull().references(() => businesses.id),
  currencyName: text('currency_name').notNull(),
  symbol: text('symbol').notNull(),
  /** Units of this currency per 1 unit of the business's default currency. */
  rate: numeric('rate', { precision: 18, scale: 6, mode: 'number' }).notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdOn: createdOn(),
}, (t) => [
  uniqueIndex('currencies_name_uq').on(t.businessId, t.currencyName),
  uniqueIndex('currencies_one_default_uq').on(t.businessId).where(sql`${t.isDefault}`),
]);

export const receiptSettings = pgTable('receipt_settings', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  businessId: integer('business_id').notNull().references(() => businesses.id).unique(),
  logoUrl: text('logo_url'),
  showOrganizationName: boolean('show_organization_name').notNull().default(true),
  showPhone: boolean('show_phone').notNull().default(true),
  showEmail: boolean('show_email').notNull().default(true),
  showThankYouMessage: boolean('show_thank_you_message').notNull().default(true),
  message: text('message'),
});

export const cashRegisterSettings = pgTable('cash_register_settings', {
  businessId: integer('business_id').primaryKey().references(() => businesses.id),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id),
  requireOpenSession: boolean('require_open_session').notNull().default(false),
  allowNegativeInventory: boolean('allow_negative_inventory').notNull().default(false),
  mobileMoneyEnabled: boolean('mobile_money_enabled').notNull().default(false),
});

/** Who did what: every change made through the API writes one row, in the same transaction. */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tenantId: integer('tenant_id'),
  businessId: integer('business_id'),
  userId: integer('user_id'),
  action: text('action').notNull(),
  entity: text('entity').notNull(),
  entityId: text('entity_id'),
  detail: jsonb('detail'),
  createdOn: createdOn(),
}, (t) => [index('audit_log_tenant_idx').on(t.tenantId, t.createdOn)]);

/**
 * Every SMS we send. Written in the use case's transaction; the outbox worker hands it to the
 * provider. With the development provider this table is the outbox that /api/Dev/SmsOutbox reads.
 */
export const smsMessages = pgTable('sms_messages', {
  id: serial('id').primaryKey(),
  toPhone: text('to_phone').notNull(),
  message: text('message').notNull(),
  status: text('status').notNull().default('Queued'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  providerMessageId: text('provider_message_id'),
  lastError: text('last_error'),
  createdOn: createdOn(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
}, (t) => [index('sms_messages_to_idx').on(t.toPhone, t.createdOn), index('sms_messages_due_idx').on(t.status, t.nextAttemptAt)]);

export * from './catalog-schema';
export * from './sales-schema';
