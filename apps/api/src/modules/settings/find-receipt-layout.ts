import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { receiptSettings } from './settings.schema';
import { findReceiptSettingsRow } from './settings.queries';

export type ReceiptLayout = NonNullable<Awaited<ReturnType<typeof findReceiptSettingsRow>>>;

/** What a printed receipt shows (logo, which contact lines, the message); undefined when never saved. */
export function findReceiptLayout(db: DbOrTx, businessId: number): Promise<ReceiptLayout | undefined> {
  return findReceiptSettingsRow(db, businessId);
}

/** What a receipt of a sale being written shows, as a scalar subquery (JSON, or null when never saved). */
export function receiptLayoutSubquery(db: DbOrTx, businessId: number): SQL {
  const r = receiptSettings;
  const query = db
    .select({
      layout: sql`json_build_object('logoUrl', ${r.logoUrl}, 'showOrganizationName', ${r.showOrganizationName}, 'showPhone', ${r.showPhone}, 'showEmail', ${r.showEmail}, 'showThankYouMessage', ${r.showThankYouMessage}, 'message', ${r.message})`,
    })
    .from(r)
    .where(scoped(r, { businessId }));
  return sql`(${query})`;
}

export type ReceiptLayoutFields = Pick<ReceiptLayout, 'logoUrl' | 'showOrganizationName' | 'showPhone' | 'showEmail' | 'showThankYouMessage' | 'message'>;
