import type { CashRegisterSettings, RouteBody, saveCashRegisterSettings as saveCashRegisterSettingsContract } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { cashRegisterSettings } from './settings.schema';
import { audit } from '../../lib/audit';
import { toCashRegisterSettings } from './settings.queries';

export interface SaveCashRegisterSettingsOptions {
  tenantId: number;
  userId: number;
  input: RouteBody<typeof saveCashRegisterSettingsContract>;
}

/** E3: one row per business, created on first save if the business somehow has none. */
export async function saveCashRegisterSettings(db: Db, options: SaveCashRegisterSettingsOptions): Promise<CashRegisterSettings> {
  const { input, tenantId } = options;
  return db.transaction(async (tx) => {
    const values = {
      requireOpenSession: input.requireOpenSession,
      allowNegativeInventory: input.allowNegativeInventory,
      mobileMoneyEnabled: input.mobileMoneyEnabled,
      mtnMomoEnabled: input.mtnMomoEnabled,
      airtelMoneyEnabled: input.airtelMoneyEnabled,
    };
    const [row] = await tx
      .insert(cashRegisterSettings)
      .values({ tenantId, businessId: input.businessId, ...values })
      .onConflictDoUpdate({ target: cashRegisterSettings.businessId, set: values })
      .returning();
    await audit(tx, {
      tenantId,
      businessId: input.businessId,
      userId: options.userId,
      action: 'update',
      entity: 'cash-register-settings',
      entityId: input.businessId,
      detail: values,
    });
    return toCashRegisterSettings(row!);
  });
}
