import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { notifications } from './notifications.schema';

export interface NotificationIdsInput {
  businessId: number;
  notificationIds: number[];
}

/** Only the named business's own notices match: another shop's ids are ignored like unknown ones (API.md O2). */
const ofBusiness = (input: NotificationIdsInput) =>
  and(scoped(notifications, { businessId: input.businessId }), inArray(notifications.id, input.notificationIds));

/** O2: mark read; ids already read or unknown change nothing and are not counted. */
export async function markNotificationsRead(db: DbOrTx, input: NotificationIdsInput): Promise<{ updated: number }> {
  if (input.notificationIds.length === 0) return { updated: 0 };
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(ofBusiness(input), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return { updated: rows.length };
}

/** O3: delete; unknown ids are ignored. */
export async function deleteNotifications(db: DbOrTx, input: NotificationIdsInput): Promise<{ deleted: number }> {
  if (input.notificationIds.length === 0) return { deleted: 0 };
  const rows = await db.delete(notifications).where(ofBusiness(input)).returning({ id: notifications.id });
  return { deleted: rows.length };
}
