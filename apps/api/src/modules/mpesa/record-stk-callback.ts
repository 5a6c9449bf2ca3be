import { and, eq } from 'drizzle-orm';
import { DARAJA_ACK, DarajaError, parseStkCallback, type DarajaClient, type ParsedStkCallback } from '@dukani/mobile-money';
import type { Db } from '../../db/client';
import { stkRequests } from './mpesa.schema';
import { applyStkOutcome, silentLog, type MpesaLog } from './apply-stk-outcome';
import { withTimeout } from './run-stk-query';

/** How long a Paid callback waits for M-Pesa's own word before it is left for the poll to confirm. */
const CONFIRM_TIMEOUT_MS = 10_000;

export interface RecordStkCallbackOptions {
  body: unknown;
  client: DarajaClient;
  log?: MpesaLog;
}

const callbackResult = (parsed: ParsedStkCallback, raw: unknown) => ({
  checkoutRequestId: parsed.checkoutRequestId,
  resultCode: parsed.resultCode,
  resultDesc: parsed.resultDesc,
  ...(parsed.amount !== undefined ? { amount: parsed.amount } : {}),
  ...(parsed.receiptNumber ? { receiptNumber: parsed.receiptNumber } : {}),
  source: 'callback' as const,
  raw,
});

/**
 * Q1. Daraja is always answered with its ack, even for bodies we cannot read or ids we never issued
 * (§4.2): it does not retry, so anything else only loses information. Those are logged for a person.
 *
 * A callback that says "paid" is not believed on its own: anyone who learns the callback URL (and key)
 * could send one with a made-up receipt. M-Pesa's STK Query must agree before the prompt is Paid. If the
 * query says otherwise, its answer is applied; if it cannot answer now, the callback is kept on the
 * request (still Pending) and the poll job's next query confirms it, receipt included.
 */
export async function recordStkCallback(db: Db, options: RecordStkCallbackOptions): Promise<typeof DARAJA_ACK> {
  const log = options.log ?? silentLog;
  const parsed = parseStkCallback(options.body);
  if (!parsed) {
    log.warn({}, 'mpesa: unreadable STK callback acknowledged');
    return DARAJA_ACK;
  }
  const { checkoutRequestId } = parsed;
  if (parsed.resultCode === 0) {
    const confirmation = await confirmPaid(options.client, checkoutRequestId, log);
    if (confirmation.kind === 'contradicted') {
      log.warn({ checkoutRequestId, queryResultCode: confirmation.resultCode }, 'mpesa: a Paid STK callback that M-Pesa does not confirm; not marked Paid');
      await applyStkOutcome(db, {
        result: { checkoutRequestId, resultCode: confirmation.resultCode, resultDesc: confirmation.resultDesc, source: 'query', raw: confirmation.raw },
        log,
      });
      return DARAJA_ACK;
    }
    if (confirmation.kind === 'unconfirmed') {
      await db
        .update(stkRequests)
        .set({ rawCallback: options.body })
        .where(and(eq(stkRequests.checkoutRequestId, checkoutRequestId), eq(stkRequests.status, 'Pending')));
      return DARAJA_ACK;
    }
  }
  const applied = await applyStkOutcome(db, { result: callbackResult(parsed, options.body), log });
  if (applied.kind === 'unknown') log.warn({ checkoutRequestId }, 'mpesa: STK callback for an unknown CheckoutRequestID');
  else if (applied.kind === 'unchanged') log.info({ checkoutRequestId, status: applied.row.status }, 'mpesa: repeated STK callback ignored');
  return DARAJA_ACK;
}

type Confirmation = { kind: 'confirmed' } | { kind: 'unconfirmed' } | { kind: 'contradicted'; resultCode: number; resultDesc: string; raw: unknown };

async function confirmPaid(client: DarajaClient, checkoutRequestId: string, log: MpesaLog): Promise<Confirmation> {
  try {
    const answer = await withTimeout(client.stkQuery(checkoutRequestId), CONFIRM_TIMEOUT_MS);
    if (answer.state === 'pending') return { kind: 'unconfirmed' };
    if (answer.resultCode === 0) return { kind: 'confirmed' };
    return { kind: 'contradicted', resultCode: answer.resultCode, resultDesc: answer.resultDesc, raw: answer };
  } catch (err) {
    if (!(err instanceof DarajaError)) throw err;
    log.warn({ checkoutRequestId, kind: err.kind, reason: err.message }, 'mpesa: could not confirm a Paid STK callback yet; the poll will');
    return { kind: 'unconfirmed' };
  }
}
