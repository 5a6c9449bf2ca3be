import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { Message } from '../../lib/messages';
import { createdOn } from '../../db/columns';
import { owner } from '../../db/tenancy.schema';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    ...owner(),
    /** 0 generic, 1 new orders, 2 low stock, 3 billing. */
    category: integer('category').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /**
     * The title and message as catalogue keys with their values, so O1 gives each reader their own language;
     * `title` and `message` keep the English words (rows written before this have only those).
     */
    text: jsonb('text').$type<{ title: Message; message: Message }>(),
    /**
     * Issue 32: 'managers' for a notice only Owners and Admins see and delete (an offline sale held for review: the
     * cashier who made it must not remove its trace); null for every user of the shop.
     */
    audience: text('audience').$type<'managers'>(),
    isRead: boolean('is_read').notNull().default(false),
    createdOn: createdOn(),
  },
  (t) => [index('notifications_business_idx').on(t.businessId, t.createdOn)],
);
