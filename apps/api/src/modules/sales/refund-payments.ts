import { and, eq, inArray, sql } from 'drizzle-orm';
import { PAYMENT_DISPLAY_VALUES, RESERVED_PAYMENT_VALUES, type PaymentSummaryEntryInput, type ReservedPaymentValue } from '@dukani/contracts';
import { roundMoney, sumMoney } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { invalid } from '../../lib/app-error';
import { scoped } from '../../lib/scoped';
import { findPaymentMethods } from '../payments/find-payment-methods';
import type { CheckedPayment } from './check-sale-payments';
import type { SaleRow } from './return-plan';
import { transactionPayments, transactions } from './sales.schema';

const reservedOf = (value: string) => RESERVED_PAYMENT_VALUES.find((reserved) => reserved.toLowerCase() === value.toLowerCase());

const entry = (paymentValue: 'PayLater' | 'Cash', amount: number): CheckedPayment => ({
  paymentValue,
  displayValue: PAYMENT_DISPLAY_VALUES[paymentValue],
  amount,
  referenceNumber: null,
  dueDate: null,
});

/**
 * What the customer still owes for this sale: its pay-later balance less what earlier refunds and credit
 * notes already took off it (their `PayLater` entries). Payments received later (H7) are not tied to a
 * sale, so they do not count here.
 */
export async function findCreditLeftOnSale(tx: DbOrTx, sale: SaleRow): Promise<number> {
  if (!sale.customerId || sale.balance <= 0) return 0;
  const [row] = await tx
    .select({ taken: sql<string>`coalesce(sum(${transactionPayments.amount}), 0)` })
    .from(transactionPayments)
    .innerJoin(transactions, eq(transactions.id, transactionPayments.transactionId))
    .where(and(scoped(transactions, sale), eq(transactions.originalTransactionId, sale.id), inArray(transactionPayments.paymentValue, ['PayLater'])));
  return Math.max(roundMoney(sale.balance - Number(row?.taken ?? 0)), 0);
}

/** A credit note's money: it only takes the returned goods off what the customer still owes for the sale. */
export function creditNotePayments(total: number, creditLeft: number): CheckedPayment[] {
  const off = Math.min(total, creditLeft);
  return off > 0 ? [entry('PayLater', off)] : [];
}

/**
 * How a refund's money goes back (L4 paymentSummary). Given: every entry is a method of the shop, PayLater
 * (an amount off the customer's balance) needs the sale's customer, and the entries add up to the refund
 * exactly. Not given: off the sale's unpaid credit first, the rest in cash.
 */
export async function refundPayments(
  tx: DbOrTx,
  o: { sale: SaleRow; entries: readonly PaymentSummaryEntryInput[] | null | undefined; total: number; creditLeft: number },
): Promise<CheckedPayment[]> {
  if (!o.entries) {
    const off = Math.min(o.total, o.creditLeft);
    const cash = roundMoney(o.total - off);
    return [...(off > 0 ? [entry('PayLater', off)] : []), ...(cash > 0 ? [entry('Cash', cash)] : [])];
  }
  const custom = await findPaymentMethods(tx, o.sale.businessId);
  const payments = o.entries.map((entry, index): CheckedPayment => {
    const at = `paymentSummary[${index}]`;
    const reserved = reservedOf(entry.paymentValue);
    const method = reserved ? null : custom.find((m) => m.paymentValue.toLowerCase() === entry.paymentValue.toLowerCase());
    if (reserved === 'SplitPayment' || (!reserved && !method)) throw invalid(`${at}.paymentValue`, 'sale.paymentMethodUnknown', { method: entry.paymentValue });
    if (reserved === 'PayLater' && !o.sale.customerId) throw invalid(`${at}.paymentValue`, 'correction.payLaterNoCustomer', { receiptNo: o.sale.receiptNo });
    return {
      paymentValue: reserved ?? method!.paymentValue,
      displayValue: entry.displayValue?.trim() || (reserved ? PAYMENT_DISPLAY_VALUES[reserved as ReservedPaymentValue] : method!.displayValue),
      amount: roundMoney(entry.amount),
      referenceNumber: entry.referenceNumber?.trim() || null,
      dueDate: null,
    };
  });
  const sum = sumMoney(payments.map((p) => p.amount));
  if (sum !== o.total) throw invalid('paymentSummary', 'correction.refundMismatch', { sum, total: o.total });
  return payments;
}
