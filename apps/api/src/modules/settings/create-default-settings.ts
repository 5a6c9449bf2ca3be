import type { DbOrTx } from '../../db/client';
import { cashRegisterSettings, receiptSettings } from './settings.schema';

/** A new business's receipt and register settings, so E2 and the till never meet a missing row. */
export async function createDefaultSettings(tx: DbOrTx, options: { tenantId: number; businessId: number }): Promise<void> {
  await tx.insert(receiptSettings).values({ ...options, message: 'Thank you for shopping with us!' });
  await tx.insert(cashRegisterSettings).values(options);
}
