import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { ModuleKey, StkStatus } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { stkRequests } from './mpesa.schema';
import { notFound } from '../../lib/app-error';
import { assertRecordAccess } from '../../lib/record-access';
import type { AuthContext } from '../../lib/auth-context';
import type { MpesaLog } from './apply-stk-outcome';
import { findStkRequest, toStkStatus, type StkRequestRow } from './mpesa.queries';
import { runStkQuery } from './run-stk-query';
import { runCollectionQuery } from './run-collection-query';
import type { PromptClients } from './collection-clients';
import { FIRST_QUERY_AFTER_MS, INLINE_QUERY_MIN_GAP_MS, INLINE_QUERY_TIMEOUT_MS } from './stk-poll-schedule';

export interface GetStkPushStatusOptions {
  checkoutRequestId: string;
  auth: AuthContext;
  clients: PromptClients;
  now?: Date;
  log?: MpesaLog;
  /** The module keys that may read the prompt: the till's (J5) by default, billing for G8. */
  modules?: ModuleKey[];
  purpose?: 'Billing';
}

/**
 * Claims the right to query now: one J5 poll in ten seconds asks M-Pesa, however many tills poll, and
 * not before the poll job's first query would have (+20 s).
 */
async function claimInlineQuery(db: Db, row: StkRequestRow, now: Date): Promise<boolean> {
  const queriedBefore = new Date(now.getTime() - INLINE_QUERY_MIN_GAP_MS);
  const claimed = await db
    .update(stkRequests)
    .set({ lastQueriedAt: now })
    .where(
      and(
        eq(stkRequests.id, row.id),
        eq(stkRequests.status, 'Pending'),
        lte(stkRequests.createdOn, new Date(now.getTime() - FIRST_QUERY_AFTER_MS)),
        or(isNull(stkRequests.lastQueriedAt), lte(stkRequests.lastQueriedAt, queriedBefore)),
      ),
    )
    .returning({ id: stkRequests.id });
  return claimed.length > 0;
}

/**
 * J5: the stored state; a Pending request nobody heard about lately gets one quick status check first
 * (STK Query §7.2, MoMo's status GET, Airtel's enquiry), whoever sent it.
 */
export async function getStkPushStatus(db: Db, options: GetStkPushStatusOptions): Promise<StkStatus> {
  const { checkoutRequestId, auth } = options;
  const now = options.now ?? new Date();
  const row = await findStkRequest(db, checkoutRequestId);
  // G8 reads bill prompts only; J5 any prompt of the shop.
  if (!row || (options.purpose && row.purpose !== options.purpose)) throw notFound('CheckoutRequestID');
  assertRecordAccess(auth, row.businessId, 'CheckoutRequestID', options.modules ?? ['pos']);
  if (row.status !== 'Pending' || !(await claimInlineQuery(db, row, now))) return toStkStatus(row);
  const log = options.log ? { log: options.log } : {};
  if (row.provider === 'Mpesa') {
    await runStkQuery(db, { client: options.clients.mpesa, checkoutRequestId, now, timeoutMs: INLINE_QUERY_TIMEOUT_MS, ...log });
  } else {
    await runCollectionQuery(db, { clients: options.clients, row, now, timeoutMs: INLINE_QUERY_TIMEOUT_MS, ...log });
  }
  return toStkStatus((await findStkRequest(db, checkoutRequestId)) ?? row);
}
