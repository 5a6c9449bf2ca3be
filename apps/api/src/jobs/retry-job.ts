import type { FailedJob } from '@dukani/contracts';
import type { Db } from '../db/client';
import { conflict, notFound } from '../lib/app-error';
import { AppError } from '../lib/app-error';
import { audit } from '../lib/audit';
import type { AuthContext } from '../lib/auth-context';
import { assertRecordAccess } from '../lib/record-access';
import { canRetry, lockJob, requeueJob, toFailedJob } from './outbox.queries';
import { msg } from '../lib/messages';

export interface RetryJobOptions {
  id: number;
  auth: AuthContext;
}

/**
 * S2: a failing or dead job runs again now with its attempts reset. A job of another shop, or of no shop
 * (sign-up SMS: only an operator retries those, `npm run outbox`), is 404; the caller must be Owner or
 * Admin of the job's own business, not only of the business the token names.
 */
export async function retryJob(db: Db, options: RetryJobOptions): Promise<FailedJob> {
  const { id, auth } = options;
  return db.transaction(async (tx) => {
    const row = await lockJob(tx, id);
    if (!row || row.businessId === null) throw notFound('Job');
    const role = assertRecordAccess(auth, row.businessId, 'Job', ['settings']);
    if (role.roleTypes !== 'Owner' && role.roleTypes !== 'Admin') throw new AppError('FORBIDDEN', msg('common.ownerOrAdminOnly'));
    if (!canRetry(row)) throw conflict('INVALID_STATE', 'job.notFailing', { id: String(id), status: msg(`job.status.${row.status}`) });
    const updated = await requeueJob(tx, row.id);
    await audit(tx, {
      tenantId: auth.tenantId,
      businessId: row.businessId,
      userId: auth.userId,
      action: 'retry',
      entity: 'outbox-job',
      entityId: row.id,
      detail: { kind: row.kind, status: row.status },
    });
    return toFailedJob(updated);
  });
}
