import type { createCurrency as createCurrencyContract, Currency, RouteBody } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { currencies } from './currency.schema';
import { audit } from '../../lib/audit';
import { assertNameFree, normalizeRate, toCurrency, withCurrencyConflicts } from './currency.queries';
import { moveDefaultCurrency } from './move-default-currency';

export interface CreateCurrencyOptions {
  tenantId: number;
  userId: number;
  input: RouteBody<typeof createCurrencyContract>;
}

/** D1: a new currency; as the default it takes rate 1 and every other rate is re-based on it. */
export async function createCurrency(db: Db, options: CreateCurrencyOptions): Promise<Currency> {
  const { input, tenantId } = options;
  const rate = normalizeRate(input.rate, 'rate', input.currencyName);
  return withCurrencyConflicts(
    () =>
      db.transaction(async (tx) => {
        await assertNameFree(tx, { businessId: input.businessId, name: input.currencyName, field: 'currencyName' });
        const rebased = input.isDefault ? await moveDefaultCurrency(tx, { businessId: input.businessId, newDefaultRate: rate, field: 'rate' }) : [];
        const [row] = await tx
          .insert(currencies)
          .values({
            tenantId,
            businessId: input.businessId,
            currencyName: input.currencyName,
            symbol: input.symbol,
            rate: input.isDefault ? 1 : rate,
            isDefault: input.isDefault,
          })
          .returning();
        await audit(tx, {
          tenantId,
          businessId: input.businessId,
          userId: options.userId,
          action: 'create',
          entity: 'currency',
          entityId: row!.id,
          detail: { currencyName: row!.currencyName, rate: row!.rate, isDefault: row!.isDefault, rebased },
        });
        return toCurrency(row!);
      }),
    { name: input.currencyName, field: 'currencyName' },
  );
}
