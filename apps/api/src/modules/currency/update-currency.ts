import { eq } from 'drizzle-orm';
import type { Currency, RouteBody, updateCurrency as updateCurrencyContract } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { currencies } from './currency.schema';
import { AppError, notFound } from '../../lib/app-error';
import { msg } from '../../lib/messages';
import { audit } from '../../lib/audit';
import { assertNameFree, findTenantCurrency, normalizeRate, toCurrency, withCurrencyConflicts } from './currency.queries';
import { moveDefaultCurrency } from './move-default-currency';

export interface UpdateCurrencyOptions {
  id: number;
  tenantId: number;
  userId: number;
  input: RouteBody<typeof updateCurrencyContract>;
}

/**
 * D6: the rules of D1, plus: the default keeps rate 1 whatever is sent, and a business is never left
 * without a default (the default moves by promoting another currency, not by demoting this one).
 */
export async function updateCurrency(db: Db, options: UpdateCurrencyOptions): Promise<Currency> {
  const { input, tenantId } = options;
  const rate = normalizeRate(input.rate, 'rate', input.currencyName);
  return withCurrencyConflicts(
    () =>
      db.transaction(async (tx) => {
        const current = await findTenantCurrency(tx, options.id, tenantId);
        // The body names the business the scope check passed; a currency of any other business is not "here".
        if (!current || current.businessId !== input.businessId) throw notFound('Currency', options.id);
        if (current.isDefault && !input.isDefault) {
          throw new AppError('INVALID_STATE', msg('currency.defaultRequired'), 'isDefault');
        }
        await assertNameFree(tx, { businessId: current.businessId, name: input.currencyName, field: 'currencyName', exceptId: current.id });
        const promoted = input.isDefault && !current.isDefault;
        const rebased = promoted
          ? await moveDefaultCurrency(tx, { businessId: current.businessId, newDefaultRate: rate, promotedId: current.id, field: 'rate' })
          : [];
        const [row] = await tx
          .update(currencies)
          .set({ currencyName: input.currencyName, symbol: input.symbol, rate: input.isDefault ? 1 : rate, isDefault: input.isDefault })
          .where(eq(currencies.id, current.id))
          .returning();
        await audit(tx, {
          tenantId,
          businessId: current.businessId,
          userId: options.userId,
          action: 'update',
          entity: 'currency',
          entityId: current.id,
          detail: {
            before: { currencyName: current.currencyName, symbol: current.symbol, rate: current.rate, isDefault: current.isDefault },
            after: { currencyName: row!.currencyName, symbol: row!.symbol, rate: row!.rate, isDefault: row!.isDefault },
            rebased,
          },
        });
        return toCurrency(row!);
      }),
    { name: input.currencyName, field: 'currencyName' },
  );
}
