import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { notifications } from './notifications.schema';

export interface NotificationIdsInput {
  businessId: number;
  notificationIds: number[];
}

export interface ChangeNotificationsOptions {
  /** An Owner or Admin of the business: the only readers of notices meant for managers. */
  isManager: boolean;
}

/**
 * Only the named business's own notices match: another shop's ids are ignored like unknown ones (API.md O2). A notice
 * for managers (an offline sale held for review) is ignored like an unknown id for anyone else, so the cashier whose
 * sale it names can neither see nor delete it.
 */
const ofBusiness = (input: NotificationIdsInput, options: ChangeNotificationsOptions) =>
  and(
    scoped(notifications, { businessId: input.businessId }),
    inArray(notifications.id, input.notificationIds),
    options.isManager ? undefined : isNull(notifications.audience),
  );

/** O2: mark read; ids already read or unknown change nothing and are not counted. */
export async function markNotificationsRead(db: DbOrTx, input: NotificationIdsInput, options: ChangeNotificationsOptions): Promise<{ updated: number }> {
  if (input.notificationIds.length === 0) return { updated: 0 };
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(ofBusiness(input, options), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return { updated: rows.length };
}

/** O3: delete; unknown ids are ignored. */
export async function deleteNotifications(db: DbOrTx, input: NotificationIdsInput, options: ChangeNotificationsOptions): Promise<{ deleted: number }> {
  if (input.notificationIds.length === 0) return { deleted: 0 };
  const rows = await db.delete(notifications).where(ofBusiness(input, options)).returning({ id: notifications.id });
  return { deleted: rows.length };
}
