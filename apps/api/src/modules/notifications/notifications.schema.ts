import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
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
    isRead: boolean('is_read').notNull().default(false),
    createdOn: createdOn(),
  },
  (t) => [index('notifications_business_idx').on(t.businessId, t.createdOn)],
);
