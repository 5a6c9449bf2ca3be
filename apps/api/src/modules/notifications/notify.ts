import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { renderMessage, type Message } from '../../lib/messages';
import { notifications } from './notifications.schema';

/** 0 generic, 1 new orders, 2 low stock, 3 billing. */
export type NotificationCategory = 0 | 1 | 2 | 3;

export interface Notice {
  tenantId: number;
  businessId: number;
  category: NotificationCategory;
  /** Sentences from the catalogue: stored as keys and values and put in words in each reader's language (O1). */
  title: Message;
  message: Message;
  /** 'managers': only Owners and Admins see and delete it (issue 32); omitted: every user of the shop. */
  audience?: 'managers';
}

const toRow = ({ title, message, ...rest }: Notice) => ({
  ...rest,
  title: renderMessage('en', title),
  message: renderMessage('en', message),
  text: { title, message },
});

/** Tell the shop something in the caller's transaction, so the notice exists exactly when its cause does. */
export async function notify(tx: DbOrTx, notice: Notice): Promise<void> {
  await tx.insert(notifications).values(toRow(notice));
}

/** Several notices as one INSERT, for a caller that writes in one statement (a sale); null when there are none. */
export function noticesInsert(tx: DbOrTx, notices: readonly Notice[]): SQL | null {
  return notices.length ? tx.insert(notifications).values(notices.map(toRow)).getSQL() : null;
}
