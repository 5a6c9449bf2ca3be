import { and, eq, sql } from 'drizzle-orm';
import type { Currency } from '@dukani/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { currencies } from './currency.schema';
import { notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import {
  assertNameFree,
  findDefaultCurrency,
  findTenantCurrency,
  normalizeRate,
  toCurrency,
  withCurrencyConflicts,
  type CurrencyRow,
} from './currency.queries';
import { moveDefaultCurrency } from './move-default-currency';
import { scoped } from '../../lib/scoped';

export interface AssignCurrencyOptions {
  currencyId: number;
  businessId: number;
  isDefault: boolean;
  tenantId: number;
  userId: number;
}

/**
 * The source's rate is against its own business's default. When that business also holds the
 * target's default currency, the cross rate follows; otherwise the source's rate is the best
 * figure there is, and the copy keeps it for the user to correct.
 */
async function rateInTarget(db: DbOrTx, source: CurrencyRow, targetBusinessId: number): Promise<number> {
  const targetDefault = await findDefaultCurrency(db, targetBusinessId);
  if (!targetDefault) return source.rate;
  const [base] = await db
    .select({ rate: currencies.rate })
    .from(currencies)
    .where(and(scoped(currencies, source), eq(sql`lower(${currencies.currencyName})`, targetDefault.currencyName.toLowerCase())));
  // Unrounded on purpose: a copy made the default re-bases the others with the exact cross rate.
  return base ? source.rate / base.rate : source.rate;
}

/** D7: copy a currency the tenant already uses into another of its businesses, optionally as its default. */
export async function assignCurrency(db: Db, options: AssignCurrencyOptions): Promise<Currency> {
  const { tenantId, businessId } = options;
  return withCurrencyConflicts(
    () =>
      db.transaction(async (tx) => {
        const source = await findTenantCurrency(tx, options.currencyId, tenantId);
        if (!source) throw notFound('Currency', options.currencyId);
        await assertNameFree(tx, { businessId, name: source.currencyName, field: 'currencyId' });
        const crossRate = await rateInTarget(tx, source, businessId);
        const rebased = options.isDefault ? await moveDefaultCurrency(tx, { businessId, newDefaultRate: crossRate, field: 'currencyId' }) : [];
        const rate = options.isDefault ? 1 : normalizeRate(crossRate, 'currencyId', source.currencyName);
        const [row] = await tx
          .insert(currencies)
          .values({ tenantId, businessId, currencyName: source.currencyName, symbol: source.symbol, rate, isDefault: options.isDefault })
          .returning();
        await audit(tx, {
          tenantId,
          businessId,
          userId: options.userId,
          action: 'assign',
          entity: 'currency',
          entityId: row!.id,
          detail: {
            fromCurrencyId: source.id,
            fromBusinessId: source.businessId,
            currencyName: row!.currencyName,
            rate: row!.rate,
            isDefault: row!.isDefault,
            rebased,
          },
        });
        return toCurrency(row!);
      }),
    { name: `currency ${options.currencyId}`, field: 'currencyId' },
  );
}
