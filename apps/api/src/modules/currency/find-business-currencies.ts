import type { Currency } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { findBusinessCurrencyRows, toCurrency } from './currency.queries';

export interface FindBusinessCurrenciesOptions {
  businessId: number;
}

/** D2: default first, then by name. */
export async function findBusinessCurrencies(db: Db, options: FindBusinessCurrenciesOptions): Promise<Currency[]> {
  const rows = await findBusinessCurrencyRows(db, options.businessId);
  return rows.map(toCurrency);
}
