import { and, eq } from 'drizzle-orm';
import { DarajaError, parseStkCallback, type DarajaClient, type StkQueryAnswer } from '@dukani/mobile-money';
import type { Db } from '../../db/client';
import { stkRequests } from './mpesa.schema';
import { applyStkOutcome, silentLog, type MpesaLog } from './apply-stk-outcome';

export interface RunStkQueryOptions {
  client: DarajaClient;
  checkoutRequestId: string;
  now?: Date;
  /** Give up waiting after this long (J5 answers the till quickly); the client's own read timeout otherwise. */
  timeoutMs?: number;
  log?: MpesaLog;
}

/** `final`: the request now has its result; `pending`: M-Pesa does not know yet; `indeterminate`: no usable answer. */
export type StkQueryState = 'final' | 'pending' | 'indeterminate';

export function withTimeout<T>(promise: Promise<T>, timeoutMs: number | undefined): Promise<T> {
  if (timeoutMs === undefined) return promise;
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DarajaError('timeout', `No STK Query answer within ${timeoutMs} ms`)), timeoutMs);
  });
  // The abandoned query may still fail later; that failure has nobody left to tell.
  promise.catch(() => {});
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/**
 * One STK Query (§5) and its result applied. Query failures are never a payment failure: whatever cannot
 * be classified leaves the request Pending for the next query (§5.3).
 */
export async function runStkQuery(db: Db, options: RunStkQueryOptions): Promise<StkQueryState> {
  const { client, checkoutRequestId } = options;
  const now = options.now ?? new Date();
  const log = options.log ?? silentLog;
  let answer: StkQueryAnswer;
  try {
    answer = await withTimeout(client.stkQuery(checkoutRequestId), options.timeoutMs);
  } catch (err) {
    if (!(err instanceof DarajaError)) throw err;
    log.warn({ checkoutRequestId, kind: err.kind, errorCode: err.errorCode, reason: err.message }, 'mpesa: STK query failed; still pending');
    await stampQuery(db, checkoutRequestId, now, { error: err.message, kind: err.kind, errorCode: err.errorCode ?? null });
    return 'indeterminate';
  }
  if (answer.state === 'pending') {
    await stampQuery(db, checkoutRequestId, now, answer);
    return 'pending';
  }
  await applyStkOutcome(db, {
    result: {
      checkoutRequestId,
      resultCode: answer.resultCode,
      resultDesc: answer.resultDesc,
      source: 'query',
      raw: answer,
      ...(await heldCallback(db, checkoutRequestId, answer)),
    },
    now,
    log,
  });
  return 'final';
}

/**
 * A Paid callback that came while M-Pesa could not yet confirm it is kept on the request (Q1); once the
 * query confirms the payment, the callback's amount and receipt, which a query never carries, go with it.
 */
async function heldCallback(db: Db, checkoutRequestId: string, answer: StkQueryAnswer): Promise<{ amount?: number; receiptNumber?: string }> {
  if (answer.state === 'pending' || answer.resultCode !== 0) return {};
  const [row] = await db.select({ rawCallback: stkRequests.rawCallback }).from(stkRequests).where(eq(stkRequests.checkoutRequestId, checkoutRequestId));
  const callback = row?.rawCallback ? parseStkCallback(row.rawCallback) : null;
  if (!callback || callback.resultCode !== 0) return {};
  return {
    ...(callback.amount !== undefined ? { amount: callback.amount } : {}),
    ...(callback.receiptNumber ? { receiptNumber: callback.receiptNumber } : {}),
  };
}

async function stampQuery(db: Db, checkoutRequestId: string, now: Date, raw: unknown): Promise<void> {
  await db
    .update(stkRequests)
    .set({ lastQueriedAt: now, rawQuery: raw })
    .where(and(eq(stkRequests.checkoutRequestId, checkoutRequestId), eq(stkRequests.status, 'Pending')));
}
