import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdOn } from '../../db/columns';
import { users } from '../../db/tenancy.schema';

/** Opaque rotating refresh tokens; only a SHA-256 of the token is kept. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    businessId: integer('business_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when rotated; presenting a used token again is reuse and revokes them all. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdOn: createdOn(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId)],
);

/** One-time codes: HMAC of the code, purpose, 5-minute expiry, 5 tries. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    phoneNumber: text('phone_number').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** A password-reset code checked by A9 allows one A7 within 10 minutes of this. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** SHA-256 of the random token A9 hands out with a verified reset code; A7 must present it. */
    resetTokenHash: text('reset_token_hash'),
    createdOn: createdOn(),
  },
  (t) => [index('one_time_codes_phone_idx').on(t.phoneNumber, t.createdOn)],
);
