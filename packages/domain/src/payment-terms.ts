/** The longest term a supplier's text can give: ten years, so a typo ("300000 days") cannot overflow a date. */
const MAX_TERM_DAYS = 3650;

/**
 * Days until a purchase falls due, read from a supplier's free-text paymentTerms ("30 days", "Net 30", "7"):
 * the first whole number in it. Text with no number ("COD", "cash", blank) means due on the day of purchase.
 */
export function paymentTermDays(terms: string | null | undefined): number {
  const match = /\d+/.exec(terms ?? '');
  if (!match) return 0;
  return Math.min(Number(match[0]), MAX_TERM_DAYS);
}

/** The due date (YYYY-MM-DD) of a purchase made on `purchaseDay` (YYYY-MM-DD, the shop's calendar). */
export function dueDateFromTerms(purchaseDay: string, terms: string | null | undefined): string {
  const day = new Date(`${purchaseDay}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + paymentTermDays(terms));
  return day.toISOString().slice(0, 10);
}
