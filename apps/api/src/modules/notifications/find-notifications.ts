import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { getAllNotifications, Notification, RouteBody, RouteQuery, RouteResult } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { renderMessage, type Language } from '../../lib/messages';
import { scoped } from '../../lib/scoped';
import { notifications } from './notifications.schema';

export interface FindNotificationsOptions {
  query: RouteQuery<typeof getAllNotifications>;
  paging: RouteBody<typeof getAllNotifications>;
  /** The reader's language (Accept-Language): notices written with catalogue keys are put in it. */
  language: Language;
  /** An Owner or Admin: also the notices meant for managers only (issue 32). */
  isManager: boolean;
}

const toNotification = (row: typeof notifications.$inferSelect, language: Language): Notification => ({
  id: row.id,
  businessId: row.businessId,
  category: row.category,
  title: row.text ? renderMessage(language, row.text.title) : row.title,
  message: row.text ? renderMessage(language, row.text.message) : row.message,
  isRead: row.isRead,
  createdOn: row.createdOn.toISOString(),
});

/**
 * O1: one page, newest first (id breaks ties, so pages never overlap), with the business's unread count
 * whatever the filter, for the bell.
 */
export async function findNotifications(db: DbOrTx, options: FindNotificationsOptions): Promise<RouteResult<typeof getAllNotifications>> {
  const { query, paging } = options;
  const businessId = query.businessId;
  const visible = and(scoped(notifications, { businessId }), options.isManager ? undefined : isNull(notifications.audience));
  const conditions: (SQL | undefined)[] = [
    visible,
    query.isRead === undefined ? undefined : eq(notifications.isRead, query.isRead === 'true'),
    paging.category == null ? undefined : eq(notifications.category, paging.category),
  ];
  const where = and(...conditions);
  const [counts] = await db
    .select({
      total: sql<number>`count(*) filter (where ${where})::int`,
      unread: sql<number>`count(*) filter (where not ${notifications.isRead})::int`,
    })
    .from(notifications)
    .where(visible);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdOn), desc(notifications.id))
    .limit(paging.pageSize)
    .offset((paging.currentPageNumber - 1) * paging.pageSize);
  const totalRecords = counts?.total ?? 0;
  return {
    data: rows.map((row) => toNotification(row, options.language)),
    totalRecords,
    totalPages: Math.ceil(totalRecords / paging.pageSize),
    currentPageNumber: paging.currentPageNumber,
    pageSize: paging.pageSize,
    unreadCount: counts?.unread ?? 0,
  };
}
