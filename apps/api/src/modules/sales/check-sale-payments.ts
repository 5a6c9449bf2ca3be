import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  PAYMENT_DISPLAY_VALUES,
  PROMPT_PAYMENT_VALUES,
  PROMPT_PROVIDER_NAMES,
  RESERVED_PAYMENT_VALUES,
  type PaymentSummaryEntryInput,
  type PromptProvider,
  type ReservedPaymentValue,
} from '@dukani/contracts';
import { balanceOf, paymentsMatchTotal, roundMoney, sumMoney } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { findPaidPrompt } from '../mpesa/find-paid-prompt';
import { findPaymentMethods, type ShopPaymentMethod } from '../payments/find-payment-methods';
import { transactionPayments } from './sales.schema';
import { invalid } from '../../lib/app-error';
import { scoped } from '../../lib/scoped';

export interface CheckedPayment {
  paymentValue: string;
  displayValue: string;
  amount: number;
  referenceNumber: string | null;
  dueDate: string | null;
}

const reservedOf = (value: string) => RESERVED_PAYMENT_VALUES.find((reserved) => reserved.toLowerCase() === value.toLowerCase());

/**
 * API.md sale rule 3: the entries add up to totalPaid and the till's balance is ours. Each entry names a
 * built-in or one of the shop's own methods; a prompt entry (M-Pesa, MTN MoMo, Airtel Money) must be a
 * till prompt of that provider this shop was paid through, used by no other sale nor twice in this one, so a
 * typed-in receipt number cannot stand for money that never came, and a receipt pays one thing once: a
 * prompt that collected a customer's debt or paid the shop's bill has been counted there already (issue 32).
 */
export async function checkSalePayments(
  tx: DbOrTx,
  options: {
    businessId: number;
    entries: readonly PaymentSummaryEntryInput[];
    totalPaid: number;
    balance: number;
    amountDue: number;
    /** The shop's own methods when the caller has read them already (a sale's context statement). */
    methods?: readonly ShopPaymentMethod[];
  },
): Promise<{ payments: CheckedPayment[]; balance: number }> {
  const { businessId, entries } = options;
  const custom = options.methods ?? (await findPaymentMethods(tx, businessId));
  const payments: CheckedPayment[] = [];
  const promptReceipts = new Set<string>();
  for (const [index, entry] of entries.entries()) {
    const at = `paymentSummary[${index}]`;
    const reserved = reservedOf(entry.paymentValue);
    const method = reserved ? null : custom.find((m) => m.paymentValue.toLowerCase() === entry.paymentValue.toLowerCase());
    if (reserved === 'SplitPayment' || (!reserved && !method)) {
      throw invalid(`${at}.paymentValue`, 'sale.paymentMethodUnknown', { method: entry.paymentValue });
    }
    const paymentValue: string = reserved ?? method!.paymentValue;
    if (paymentValue === 'PayLater' && entry.amount !== 0) throw invalid(`${at}.amount`, 'sale.payLaterAmount');
    const referenceNumber = entry.referenceNumber?.trim() || null;
    const provider = PROVIDER_OF_PAYMENT.get(paymentValue);
    if (provider) {
      await checkStkReference(tx, businessId, at, referenceNumber, entry.amount, provider);
      // Two entries of one sale naming the same receipt would count its money twice.
      const key = `${provider}:${referenceNumber!}`;
      if (promptReceipts.has(key)) {
        throw invalid(`${at}.referenceNumber`, 'sale.promptReceiptTwice', { provider: PROMPT_PROVIDER_NAMES[provider], receipt: referenceNumber! });
      }
      promptReceipts.add(key);
    }
    payments.push({
      paymentValue,
      displayValue: entry.displayValue?.trim() || (reserved ? PAYMENT_DISPLAY_VALUES[reserved as ReservedPaymentValue] : method!.displayValue),
      amount: roundMoney(entry.amount),
      referenceNumber,
      dueDate: entry.dueDate ?? null,
    });
  }
  if (
    !paymentsMatchTotal(
      options.totalPaid,
      payments.map((p) => p.amount),
    )
  ) {
    const sum = sumMoney(payments.map((p) => p.amount));
    throw invalid('totalPaid', 'sale.totalPaidMismatch', { sum, totalPaid: options.totalPaid });
  }
  const balance = balanceOf(options.amountDue, roundMoney(options.totalPaid));
  if (Math.abs(balance - options.balance) > 0.01 + 1e-9) {
    throw invalid('balance', 'sale.balanceMismatch', {
      balance: balance.toFixed(2),
      total: options.amountDue.toFixed(2),
      totalPaid: roundMoney(options.totalPaid).toFixed(2),
    });
  }
  return { payments, balance };
}

/** StkPush → Mpesa, MtnMomo → MtnMomo, AirtelMoney → AirtelMoney: the payment entries a paid prompt backs. */
const PROVIDER_OF_PAYMENT = new Map(Object.entries(PROMPT_PAYMENT_VALUES).map(([provider, value]) => [value as string, provider as PromptProvider]));

async function checkStkReference(tx: DbOrTx, businessId: number, at: string, receipt: string | null, amount: number, provider: PromptProvider) {
  const field = `${at}.referenceNumber`;
  const name = { provider: PROMPT_PROVIDER_NAMES[provider] };
  const isMpesa = provider === 'Mpesa';
  if (!receipt) throw isMpesa ? invalid(field, 'sale.mpesaReceiptRequired') : invalid(field, 'sale.promptReceiptRequired', name);
  const prompt = await findPaidPrompt(tx, businessId, receipt, provider);
  if (!prompt) throw isMpesa ? invalid(field, 'sale.mpesaNotPaid', { receipt }) : invalid(field, 'sale.promptNotPaid', { ...name, receipt });
  if (prompt.purpose === 'Debt') throw invalid(field, 'sale.promptPaidDebt', { ...name, receipt });
  if (prompt.purpose === 'Billing') throw invalid(field, 'sale.promptPaidBill', { ...name, receipt });
  if ((prompt.paidAmount ?? 0) + 0.005 < amount) {
    const paid = prompt.paidAmount ?? 0;
    throw isMpesa ? invalid(`${at}.amount`, 'sale.mpesaAmountTooHigh', { paid }) : invalid(`${at}.amount`, 'sale.promptAmountTooHigh', { ...name, paid });
  }
  const [used] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(transactionPayments)
    .where(
      and(
        scoped(transactionPayments, { businessId }),
        inArray(transactionPayments.paymentValue, [PROMPT_PAYMENT_VALUES[provider]]),
        eq(transactionPayments.referenceNumber, receipt),
      ),
    );
  if ((used?.n ?? 0) > 0) throw isMpesa ? invalid(field, 'sale.mpesaReceiptUsed', { receipt }) : invalid(field, 'sale.promptReceiptUsed', { ...name, receipt });
}
