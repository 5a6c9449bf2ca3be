import { isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses } from '../../db/tenancy.schema';
import { msg } from '../../lib/messages';
import { notify } from '../notifications/notify';

/**
 * Ring the owner's bell: on the embedded database whoever owns the shop owns the computer, so each shop's Owners and
 * Admins are told, with the reason in the words the backup gave.
 */
export async function notifyBackupFailure(db: Db, reason: string): Promise<void> {
  const shops = await db.select({ id: businesses.id, tenantId: businesses.tenantId }).from(businesses).where(isNull(businesses.deletedAt));
  for (const shop of shops) {
    await notify(db, {
      tenantId: shop.tenantId,
      businessId: shop.id,
      category: 0,
      audience: 'managers',
      title: msg('notice.backupFailedTitle'),
      message: msg('notice.backupFailed', { reason: reason.slice(0, 300) }),
    });
  }
}
