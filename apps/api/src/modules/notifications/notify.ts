import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications } from './notifications.schema';

/** 0 generic, 1 new orders, 2 low stock, 3 billing. */
export type NotificationCategory = 0 | 1 | 2 | 3;

export interface Notice {
  tenantId: number;
  businessId: number;
  category: NotificationCategory;
  title: string;
  message: string;
}

/** Tell the shop something in the caller's transaction, so the notice exists exactly when its cause does. */
export async function notify(tx: DbOrTx, notice: Notice): Promise<void> {
  await tx.insert(notifications).values(notice);
}

/** Several notices as one INSERT, for a caller that writes in one statement (a sale); null when there are none. */
export function noticesInsert(tx: DbOrTx, notices: readonly Notice[]): SQL | null {
  return notices.length
    ? tx
        .insert(notifications)
        .values([...notices])
        .getSQL()
    : null;
}
