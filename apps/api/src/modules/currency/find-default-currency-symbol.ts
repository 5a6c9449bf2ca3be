import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { currencies } from './currency.schema';

/** The symbol amounts of the business are shown in ('' if it somehow has no default). */
export async function findDefaultCurrencySymbol(db: DbOrTx, businessId: number): Promise<string> {
  const [currency] = await db
    .select({ symbol: currencies.symbol })
    .from(currencies)
    .where(and(scoped(currencies, { businessId }), eq(currencies.isDefault, true)));
  return currency?.symbol ?? '';
}

/** The same symbol as a scalar subquery (text or null). */
export function defaultCurrencySymbolSubquery(db: DbOrTx, businessId: number): SQL {
  const query = db
    .select({ symbol: currencies.symbol })
    .from(currencies)
    .where(and(scoped(currencies, { businessId }), eq(currencies.isDefault, true)))
    .limit(1);
  return sql`(${query})`;
}
