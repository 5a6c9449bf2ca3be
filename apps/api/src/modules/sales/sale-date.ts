import { BACKDATED_SALE_MAX_AGE_DAYS, OFFLINE_SALE_MAX_AGE_DAYS, SALE_CLOCK_SKEW_MINUTES } from '@dukani/contracts';
import { invalid } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * API.md sale rule 12: the sale's time, or now. A date ahead of the server's clock (beyond a till's skew) is a typo or a
 * wrong device clock, and a sale dated years back would land in a closed tax period (a 2020 sale went to KRA). An Owner
 * or Admin may enter a paper sale from the last 90 days; anyone else only as far back as the till's queue may hold an
 * offline sale, so a cashier cannot file a sale into last quarter's books.
 */
export function saleDateOf(auth: AuthContext, transactionDate: string | null | undefined, now = new Date()): Date {
  if (!transactionDate) return now;
  const date = new Date(transactionDate);
  if (date.getTime() > now.getTime() + SALE_CLOCK_SKEW_MINUTES * MINUTE) {
    throw invalid('transactionDate', 'sale.dateAhead', { minutes: SALE_CLOCK_SKEW_MINUTES });
  }
  const isManager = auth.role?.roleTypes === 'Owner' || auth.role?.roleTypes === 'Admin';
  const days = isManager ? BACKDATED_SALE_MAX_AGE_DAYS : OFFLINE_SALE_MAX_AGE_DAYS;
  if (date.getTime() < now.getTime() - days * DAY) {
    throw invalid('transactionDate', isManager ? 'sale.dateTooOldForAnyone' : 'sale.dateTooOld', { days });
  }
  return date;
}
