import { fromCents, toCents } from './money';

/** Days between a plan's end and the day writes outside the till, billing, settings and users stop. */
export const PLAN_GRACE_DAYS = 7;
/** How long before a plan's end the next invoice is raised and the owner is warned. */
export const PLAN_NOTICE_DAYS = 7;

const DAY_MS = 86_400_000;

export type PlanPhase = 'Current' | 'Expired' | 'Locked';

/** Where a plan stands at `now`: running, past its end (grace), or past the grace (writes locked). */
export function planPhaseOf(expiresOn: Date | null, now: Date): PlanPhase {
  if (!expiresOn || now.getTime() < expiresOn.getTime()) return 'Current';
  return now.getTime() < expiresOn.getTime() + PLAN_GRACE_DAYS * DAY_MS ? 'Expired' : 'Locked';
}

/** The same day of the next month (31 January → 28/29 February), keeping the time of day. */
export function addMonthUtc(at: Date): Date {
  const next = new Date(at.getTime());
  const day = at.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export type BillInvoiceStatus = 'Unpaid' | 'PartPaid' | 'Paid';

export function invoiceStatusOf(amount: number, paid: number): BillInvoiceStatus {
  if (toCents(paid) >= toCents(amount)) return 'Paid';
  return toCents(paid) > 0 ? 'PartPaid' : 'Unpaid';
}

/** Spreads money over open invoices, oldest first (the caller orders them); what is left stays as credit. */
export function allocateOldestFirst(money: number, invoices: readonly { id: number; balance: number }[]): { id: number; amount: number }[] {
  let left = toCents(money);
  const parts: { id: number; amount: number }[] = [];
  for (const invoice of invoices) {
    if (left <= 0) break;
    const take = Math.min(left, toCents(invoice.balance));
    if (take <= 0) continue;
    parts.push({ id: invoice.id, amount: fromCents(take) });
    left -= take;
  }
  return parts;
}
