import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stkRequests } from './mpesa.schema';
import { audit } from '../../lib/audit';
import { silentLog, type MpesaLog } from './apply-stk-outcome';
import { findStkRequest } from './mpesa.queries';
import { runStkQuery } from './run-stk-query';
import { runCollectionQuery } from './run-collection-query';
import type { PromptClients } from './collection-clients';
import { nextQueryAt } from './stk-poll-schedule';

export interface PollStkRequestOptions {
  clients: PromptClients;
  checkoutRequestId: string;
  now: Date;
  log?: MpesaLog;
}

/**
 * The outbox job 'mpesa.stkQuery' (stk-query.job.ts): asks M-Pesa once and, while the answer is still
 * unknown, asks to be run again on the schedule of stk-poll-schedule.ts. It stops as soon as the request is no longer
 * Pending, whoever settled it (callback, J5, a cancel at the till).
 */
export async function pollStkRequest(db: Db, options: PollStkRequestOptions): Promise<{ retryAt: Date } | undefined> {
  const { checkoutRequestId } = options;
  const log = options.log ?? silentLog;
  const row = await findStkRequest(db, checkoutRequestId);
  if (!row) {
    log.warn({ checkoutRequestId }, 'mpesa: poll job for an unknown STK request');
    return undefined;
  }
  if (row.status !== 'Pending') return undefined;
  const state =
    row.provider === 'Mpesa'
      ? await runStkQuery(db, { client: options.clients.mpesa, checkoutRequestId, now: options.now, log })
      : await runCollectionQuery(db, { clients: options.clients, row, now: options.now, log });
  if (state === 'final') return undefined;
  const retryAt = nextQueryAt(row.createdOn, options.now);
  if (retryAt) return { retryAt };
  await giveUp(db, row.id, log);
  return undefined;
}

/**
 * A day of silence: the request is closed as Failed and flagged, so the till stops showing it as waiting
 * and a person checks the M-Pesa statement. A success that still arrives turns it Paid (apply-stk-outcome).
 */
async function giveUp(db: Db, id: number, log: MpesaLog): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(stkRequests)
      .set({ status: 'Failed', needsReview: true, resultDesc: 'The provider gave no result within 24 hours; held for review', completedAt: new Date() })
      .where(and(eq(stkRequests.id, id), eq(stkRequests.status, 'Pending')))
      .returning();
    if (!row) return;
    log.warn({ checkoutRequestId: row.checkoutRequestId }, 'mpesa: no STK result after 24 hours; held for review');
    await audit(tx, { tenantId: row.tenantId, businessId: row.businessId, userId: null, action: 'give-up', entity: 'stk-request', entityId: row.id });
  });
}
