import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { currencies } from './currency.schema';
import { normalizeRate } from './currency.queries';
import { scoped } from '../../lib/scoped';

export interface MoveDefaultCurrencyOptions {
  businessId: number;
  /** The new default's rate in terms of the old default: the divisor for every other rate. */
  newDefaultRate: number;
  /** The existing currency being promoted (D6), left for the caller to update. */
  promotedId?: number;
  /** The input field blamed when a re-based rate falls out of range. */
  field: string;
}

export interface RateChange {
  id: number;
  currencyName: string;
  from: number;
  to: number;
}

/**
 * Rates are "units per 1 unit of the default currency", so a new default re-bases every other rate
 * by dividing by the new default's old rate (old default KES 1, USD 0.0077 → USD 1, KES 129.87013).
 * The old default loses its flag first: the partial unique index allows one default per business.
 */
export async function moveDefaultCurrency(tx: Tx, options: MoveDefaultCurrencyOptions): Promise<RateChange[]> {
  const others = await tx
    .select()
    .from(currencies)
    .where(and(scoped(currencies, options), ...(options.promotedId ? [ne(currencies.id, options.promotedId)] : [])));
  await tx
    .update(currencies)
    .set({ isDefault: false })
    .where(and(scoped(currencies, options), eq(currencies.isDefault, true)));
  const changes: RateChange[] = [];
  for (const row of others) {
    const to = normalizeRate(row.rate / options.newDefaultRate, options.field, row.currencyName);
    await tx.update(currencies).set({ rate: to }).where(eq(currencies.id, row.id));
    changes.push({ id: row.id, currencyName: row.currencyName, from: row.rate, to });
  }
  return changes;
}
