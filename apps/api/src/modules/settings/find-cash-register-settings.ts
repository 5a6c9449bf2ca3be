import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scoped } from '../../lib/scoped';
import { cashRegisterSettings } from './settings.schema';
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

/** The same rules as a scalar subquery (JSON, or null without the row), for a caller that reads its context in one statement. */
export function registerRulesSubquery(db: DbOrTx, businessId: number): SQL {
  const query = db
    .select({
      rules: sql`json_build_object('requireOpenSession', ${cashRegisterSettings.requireOpenSession}, 'allowNegativeInventory', ${cashRegisterSettings.allowNegativeInventory})`,
    })
    .from(cashRegisterSettings)
    .where(scoped(cashRegisterSettings, { businessId }));
  return sql`(${query})`;
}

export function registerRulesFromJson(json: unknown): RegisterRules {
  const row = json as Partial<RegisterRules> | null;
  return { requireOpenSession: row?.requireOpenSession ?? false, allowNegativeInventory: row?.allowNegativeInventory ?? false };
}
