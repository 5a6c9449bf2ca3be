import type { DbOrTx } from '../../db/client';
import { findCashRegisterSettingsRow } from './settings.queries';

/** The register setting that lets stock go below zero (off until the owner turns it on). */
export async function allowsNegativeInventory(db: DbOrTx, businessId: number): Promise<boolean> {
  const row = await findCashRegisterSettingsRow(db, businessId);
  return row?.allowNegativeInventory ?? false;
}
