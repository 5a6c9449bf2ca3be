import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Currency } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { businesses } from '../../db/tenancy.schema';
import { currencies } from './currency.schema';
import { toCurrency } from './currency.queries';

export interface FindTenantCurrenciesOptions {
  tenantId: number;
}

/** D3: what D7 can copy from: the currencies of every live business of the tenant, grouped by business. */
export async function findTenantCurrencies(db: Db, options: FindTenantCurrenciesOptions): Promise<Currency[]> {
  const rows = await db
    .select({ currency: currencies })
    .from(currencies)
    .innerJoin(businesses, and(eq(businesses.id, currencies.businessId), isNull(businesses.deletedAt)))
    .where(eq(currencies.tenantId, options.tenantId))
    .orderBy(asc(currencies.businessId), desc(currencies.isDefault), asc(sql`lower(${currencies.currencyName})`), asc(currencies.id));
  return rows.map((row) => toCurrency(row.currency));
}
