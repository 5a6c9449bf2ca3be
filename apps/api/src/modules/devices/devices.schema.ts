import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdOn } from '../../db/columns';
import { owner, users } from '../../db/tenancy.schema';

/**
 * Shop tills (T1–T3): devices the Owner or an Admin marked as the shop's. Only a SHA-256 of the device token
 * is kept, so a database copy cannot sign anyone in; a revoked till stays for the audit trail.
 */
export const shopTills = pgTable(
  'shop_tills',
  {
    id: serial('id').primaryKey(),
    ...owner(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdById: integer('created_by_id')
      .notNull()
      .references(() => users.id),
    createdOn: createdOn(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedById: integer('revoked_by_id').references(() => users.id),
  },
  (t) => [index('shop_tills_business_idx').on(t.businessId)],
);
