import type { DbOrTx } from '../../db/client';
import { findReceiptSettingsRow } from './settings.queries';

export type ReceiptLayout = NonNullable<Awaited<ReturnType<typeof findReceiptSettingsRow>>>;

/** What a printed receipt shows (logo, which contact lines, the message); undefined when never saved. */
export function findReceiptLayout(db: DbOrTx, businessId: number): Promise<ReceiptLayout | undefined> {
  return findReceiptSettingsRow(db, businessId);
}
