import { roundMoney, toCents } from './money';

const DAY_MS = 86_400_000;

/** The pro-rata day rate of a monthly price: a month is counted as 30 days, whatever its length. */
export const PRO_RATA_MONTH_DAYS = 30;

export interface PlanChangeInput {
  currentPrice: number;
  targetPrice: number;
  /** The tenant's paid-until date (null: a free plan, which never ends). */
  paidUntil: Date | null;
  now: Date;
}

/**
 * What a change of plan costs and when it applies (G9, and the Billing screen before the owner confirms). A
 * change never moves the paid-until date by itself; only money does:
 * - Upgrade: a dearer plan while paid time runs. The price difference for the whole days left of the paid time,
 *   in whole shillings; the new plan applies once that is paid, the paid-until date stays.
 * - NewMonth: any paid plan from a free plan or after paid time ran out. A month of the new plan; it applies once
 *   paid and runs a month from the payment.
 * - Downgrade: a plan of the same or a lower price while paid time runs. Nothing to pay; it applies at the end of
 *   the paid time (no credit for the rest).
 * - Refused: the free plan after paid time ran out. A free plan starts at the end of paid time, and only a payment
 *   brings paid time back, so a lapsed shop cannot switch its way out of the lock.
 */
export type PlanChangeQuote =
  | { kind: 'Upgrade'; amount: number; days: number; paidUntil: Date }
  | { kind: 'NewMonth'; amount: number }
  | { kind: 'Downgrade'; effectiveOn: Date }
  | { kind: 'Refused'; endedOn: Date };

export function quotePlanChange({ currentPrice, targetPrice, paidUntil, now }: PlanChangeInput): PlanChangeQuote {
  const isRunning = currentPrice > 0 && paidUntil !== null && now.getTime() < paidUntil.getTime();
  if (!isRunning) {
    if (targetPrice > 0) return { kind: 'NewMonth', amount: roundMoney(targetPrice) };
    // From one free plan to another nothing was paid for: it applies at once.
    if (currentPrice <= 0 || paidUntil === null) return { kind: 'Downgrade', effectiveOn: now };
    return { kind: 'Refused', endedOn: paidUntil };
  }
  if (targetPrice <= currentPrice) return { kind: 'Downgrade', effectiveOn: paidUntil };
  // A part day counts as a day; at least 1 shilling, so an upgrade is never a 0 invoice.
  const days = Math.ceil((paidUntil.getTime() - now.getTime()) / DAY_MS);
  const cents = ((toCents(targetPrice) - toCents(currentPrice)) * days) / PRO_RATA_MONTH_DAYS;
  const shillings = Math.max(1, Math.round(cents / 100));
  return { kind: 'Upgrade', amount: shillings, days, paidUntil };
}
