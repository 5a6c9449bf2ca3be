import type { DbOrTx } from '../../db/client';
import { findCashRegisterSettingsRow } from './settings.queries';

export interface RegisterRules {
  requireOpenSession: boolean;
  allowNegativeInventory: boolean;
}

/** The register rules a sale obeys; a shop without the row gets the defaults (both off). */
export async function findCashRegisterSettings(db: DbOrTx, businessId: number): Promise<RegisterRules> {
  const row = await findCashRegisterSettingsRow(db, businessId);
  return { requireOpenSession: row?.requireOpenSession ?? false, allowNegativeInventory: row?.allowNegativeInventory ?? false };
}
