import { and, eq } from 'drizzle-orm';
import { stkOutcomeOf } from '@dukani/mobile-money';
import { toCents } from '@dukani/domain';
import { PROMPT_PAYMENT_VALUES } from '@dukani/contracts';
import { PROVIDER_NAMES } from './collection-clients';
import type { Db } from '../../db/client';
import { stkRequests } from './mpesa.schema';
import { audit } from '../../lib/audit';
import { lockStkRequest, type StkRequestRow } from './mpesa.queries';
import { recordStkDebtPayment } from '../customers/record-stk-payment';
import { recordBillPayment } from '../billing/record-bill-payment';

/** The few log calls the M-Pesa code makes; Fastify's logger fits, tests pass a silent one. */
export interface MpesaLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const silentLog: MpesaLog = { info() {}, warn() {}, error() {} };

export interface StkResult {
  checkoutRequestId: string;
  resultCode: number;
  resultDesc: string;
  /** What the customer paid and the receipt: only a callback carries them, a query never does (§5.1). */
  amount?: number;
  receiptNumber?: string;
  source: 'callback' | 'query';
  /** The provider's message as received, kept on the row. */
  raw: unknown;
}

export interface ApplyStkOutcomeOptions {
  result: StkResult;
  now?: Date;
  log?: MpesaLog;
}

export type ApplyStkOutcomeResult = { kind: 'unknown' } | { kind: 'changed' | 'unchanged'; row: StkRequestRow };

type StkChange = Partial<Pick<StkRequestRow, 'status' | 'resultCode' | 'resultDesc' | 'receiptNumber' | 'paidAmount' | 'needsReview' | 'completedAt'>>;

const amountMismatch = (paid: number, requested: number) => `Paid amount ${paid} differs from the requested ${requested}; held for review`;

/**
 * What a result does to a request (specs/mpesa-daraja.md §6, §7.3). The first terminal outcome wins and
 * repeats change nothing, with two exceptions that put money first: a success after a failure or a
 * cancel at the till still counts (the customer was charged), and any disagreement — a different amount,
 * a failure after a success — is flagged for a person to review.
 */
function decide(row: StkRequestRow, result: StkResult, now: Date): StkChange | null {
  const outcome = stkOutcomeOf(result.resultCode);
  const isAmountRight = result.amount === undefined || toCents(result.amount) === toCents(row.amount);
  const paid = {
    resultCode: result.resultCode,
    ...(result.receiptNumber ? { receiptNumber: result.receiptNumber } : {}),
    paidAmount: result.amount ?? row.amount,
  };
  if (row.status === 'Pending') {
    if (outcome !== 'Paid') return { status: outcome, resultCode: result.resultCode, resultDesc: result.resultDesc, completedAt: now };
    // A wrong amount is not a payment of this sale; the receipt is kept so the money can be traced.
    if (!isAmountRight) return { ...paid, status: 'Failed', needsReview: true, resultDesc: amountMismatch(result.amount!, row.amount), completedAt: now };
    return { ...paid, status: 'Paid', resultDesc: result.resultDesc, completedAt: now };
  }
  if (row.status === 'Paid') {
    if (outcome !== 'Paid') return row.needsReview ? null : { needsReview: true };
    // A query said Paid first; the callback brings the receipt the query could not.
    if (!row.receiptNumber && result.receiptNumber) {
      return isAmountRight ? paid : { ...paid, needsReview: true, resultDesc: amountMismatch(result.amount!, row.amount) };
    }
    return null;
  }
  // Failed or Cancelled: only a success that is not the one already recorded changes anything.
  if (outcome !== 'Paid' || (result.receiptNumber && result.receiptNumber === row.receiptNumber)) return null;
  if (!isAmountRight) {
    const trace = row.receiptNumber ? {} : { receiptNumber: paid.receiptNumber ?? null, paidAmount: paid.paidAmount };
    return { ...trace, needsReview: true, resultDesc: amountMismatch(result.amount!, row.amount) };
  }
  return { ...paid, status: 'Paid', needsReview: true, resultDesc: `The customer paid after the prompt was marked ${row.status}; held for review` };
}

/**
 * The one place an STK result lands, whoever brings it: the callback (Q1), J5's inline query or the
 * poll job. Unknown CheckoutRequestIDs change nothing.
 */
export async function applyStkOutcome(db: Db, options: ApplyStkOutcomeOptions): Promise<ApplyStkOutcomeResult> {
  const { result } = options;
  const now = options.now ?? new Date();
  const log = options.log ?? silentLog;
  return db.transaction(async (tx) => {
    const row = await lockStkRequest(tx, result.checkoutRequestId);
    if (!row) return { kind: 'unknown' } as const;
    const change = decide(row, result, now);
    // The callback that decided the status is the one kept; a repeat or a late contradiction is only logged.
    const isStatusChange = !!change?.status && change.status !== row.status;
    const raw =
      result.source === 'query' ? { rawQuery: result.raw, lastQueriedAt: now } : isStatusChange || !row.rawCallback ? { rawCallback: result.raw } : {};
    if (!change && Object.keys(raw).length === 0) return { kind: 'unchanged', row } as const;
    const [updated] = await tx
      .update(stkRequests)
      .set({ ...change, ...raw })
      .where(and(eq(stkRequests.id, row.id), eq(stkRequests.status, row.status)))
      .returning();
    if (!change) return { kind: 'unchanged', row: updated ?? row } as const;
    if (updated?.status === 'Paid' && updated.customerId) {
      await recordStkDebtPayment(tx, {
        stkRequestId: updated.id,
        paymentValue: PROMPT_PAYMENT_VALUES[updated.provider],
        providerName: PROVIDER_NAMES[updated.provider],
        tenantId: updated.tenantId,
        businessId: updated.businessId,
        customerId: updated.customerId,
        amount: updated.paidAmount ?? updated.amount,
        receiptNumber: updated.receiptNumber,
        paidAt: updated.completedAt ?? now,
        createdById: updated.createdById,
      });
    }
    if (updated?.status === 'Paid' && updated.purpose === 'Billing') {
      // The bill's payment, once per prompt (unique stk_request_id); a receipt arriving later names it.
      await recordBillPayment(tx, {
        tenantId: updated.tenantId,
        businessId: updated.businessId,
        paymentCode: updated.receiptNumber ?? updated.checkoutRequestId,
        phoneNumber: updated.phoneNumber,
        amount: updated.paidAmount ?? updated.amount,
        paidOn: updated.completedAt ?? now,
        stkRequestId: updated.id,
        createdById: updated.createdById,
      });
    }
    if (change.needsReview) {
      log.warn(
        { checkoutRequestId: row.checkoutRequestId, from: row.status, to: updated?.status, resultCode: result.resultCode, source: result.source },
        'mpesa: STK result held for review',
      );
    }
    await audit(tx, {
      tenantId: row.tenantId,
      businessId: row.businessId,
      userId: null,
      action: 'result',
      entity: 'stk-request',
      entityId: row.id,
      detail: { from: row.status, to: updated?.status, resultCode: result.resultCode, source: result.source, needsReview: updated?.needsReview },
    });
    return { kind: 'changed', row: updated ?? row } as const;
  });
}
