import type { CollectionStatus } from '@dukani/mobile-money';

/**
 * MTN MoMo / Airtel Money answers in the result codes applyStkOutcome knows: 0 paid, 1032 the customer
 * said no (Cancelled, as M-Pesa's 1032), 1 any other failure. The provider's reason goes in resultDesc.
 */
const DECLINED = new Set(['APPROVAL_REJECTED', 'PAYMENT_NOT_APPROVED', 'TRANSACTION_CANCELED']);

/** Provider reasons (A.5) in words a cashier can act on; unknown codes are kept as sent. */
const REASON_TEXT: Record<string, string> = {
  APPROVAL_REJECTED: 'The customer rejected the prompt',
  PAYMENT_NOT_APPROVED: 'The customer did not approve the payment',
  TRANSACTION_CANCELED: 'The payment was cancelled',
  EXPIRED: 'The customer did not answer the prompt in time',
  NOT_ENOUGH_FUNDS: "The customer's balance is too low",
  PAYER_LIMIT_REACHED: "The customer's limit is reached",
  PAYER_NOT_FOUND: 'This number has no mobile money account',
  TF: 'The payment failed',
};

export interface CollectionResult {
  resultCode: number;
  resultDesc: string;
  amount?: number;
  receiptNumber?: string;
}

export function collectionResultOf(status: Exclude<CollectionStatus, { state: 'pending' }>): CollectionResult {
  if (status.state === 'paid') {
    return {
      resultCode: 0,
      resultDesc: 'Paid',
      ...(status.amount !== undefined ? { amount: status.amount } : {}),
      ...(status.transactionId ? { receiptNumber: status.transactionId } : {}),
    };
  }
  return { resultCode: DECLINED.has(status.reason) ? 1032 : 1, resultDesc: REASON_TEXT[status.reason] ?? status.reason };
}

export const reasonText = (code: string) => REASON_TEXT[code] ?? code;
