import type { PaymentSummaryEntryInput } from '@dukani/contracts';
import { roundMoney, sumMoney } from '@dukani/domain';

/** One way the refund's money goes back; the last part has no amount of its own: it takes the rest. */
export interface RefundPart {
  paymentValue: string;
  displayValue: string;
  amount: number;
  referenceNumber: string;
}

export interface RefundMoney {
  /** L4's paymentSummary: the parts with money, the last one holding what the others leave. */
  entries: PaymentSummaryEntryInput[];
  /** What the last part gives back. */
  rest: number;
  /** How far the typed parts go past the refund (then nothing can be sent). */
  overBy: number;
}

/**
 * The refund split over the ways the money goes back. Every part but the last is typed; the last takes the
 * rest, so the entries always add up to the refund the server books, to the cent (L4 refuses anything else).
 */
export function refundMoney(parts: readonly RefundPart[], total: number): RefundMoney {
  const typed = parts.slice(0, -1);
  const rest = roundMoney(total - sumMoney(typed.map((part) => part.amount)));
  const last = parts.at(-1);
  const all = last ? [...typed, { ...last, amount: Math.max(rest, 0) }] : [];
  return {
    entries: all
      .filter((part) => part.amount > 0)
      .map((part) => ({
        paymentValue: part.paymentValue,
        displayValue: part.displayValue,
        amount: part.amount,
        ...(part.referenceNumber.trim() ? { referenceNumber: part.referenceNumber.trim() } : {}),
      })),
    rest: Math.max(rest, 0),
    overBy: rest < 0 ? -rest : 0,
  };
}
