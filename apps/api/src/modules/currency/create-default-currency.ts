import type { DbOrTx } from '../../db/client';
import { currencies } from './currency.schema';

/** A new business's default currency: its country's, at rate 1 (the rate every other one is quoted against). */
export async function createDefaultCurrency(tx: DbOrTx, options: { tenantId: number; businessId: number; code: string; symbol: string }): Promise<void> {
  await tx.insert(currencies).values({
    tenantId: options.tenantId,
    businessId: options.businessId,
    currencyName: options.code,
    symbol: options.symbol,
    rate: 1,
    isDefault: true,
  });
}
