import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdOn } from '../db/columns';

/** API.md §1.8: one row per (user, route, key) for 24 h. `status` is null while the first request runs. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    routeId: text('route_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    response: text('response'),
    createdOn: createdOn(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.routeId, t.key] }), index('idempotency_keys_created_idx').on(t.createdOn)],
);
