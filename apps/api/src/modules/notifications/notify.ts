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
