import { DARAJA_ACK, parseStkCallback } from '@dukani/mobile-money';
import type { Db } from '../../db/client';
import { applyStkOutcome, silentLog, type MpesaLog } from './apply-stk-outcome';

export interface RecordStkCallbackOptions {
  body: unknown;
  log?: MpesaLog;
}

/**
 * Q1. Daraja is always answered with its ack, even for bodies we cannot read or ids we never issued
 * (§4.2): it does not retry, so anything else only loses information. Those are logged for a person.
 */
export async function recordStkCallback(db: Db, options: RecordStkCallbackOptions): Promise<typeof DARAJA_ACK> {
  const log = options.log ?? silentLog;
  const parsed = parseStkCallback(options.body);
  if (!parsed) {
    log.warn({}, 'mpesa: unreadable STK callback acknowledged');
    return DARAJA_ACK;
  }
  const applied = await applyStkOutcome(db, {
    result: {
      checkoutRequestId: parsed.checkoutRequestId,
      resultCode: parsed.resultCode,
      resultDesc: parsed.resultDesc,
      ...(parsed.amount !== undefined ? { amount: parsed.amount } : {}),
      ...(parsed.receiptNumber ? { receiptNumber: parsed.receiptNumber } : {}),
      source: 'callback',
      raw: options.body,
    },
    log,
  });
  if (applied.kind === 'unknown') log.warn({ checkoutRequestId: parsed.checkoutRequestId }, 'mpesa: STK callback for an unknown CheckoutRequestID');
  else if (applied.kind === 'unchanged')
    log.info({ checkoutRequestId: parsed.checkoutRequestId, status: applied.row.status }, 'mpesa: repeated STK callback ignored');
  return DARAJA_ACK;
}
