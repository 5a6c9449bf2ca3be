import type { CashRegisterSettings, ReceiptSettings } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { cashRegisterSettings, receiptSettings } from './settings.schema';
import { scoped } from '../../lib/scoped';

type ReceiptRow = typeof receiptSettings.$inferSelect;
type RegisterRow = typeof cashRegisterSettings.$inferSelect;

export function toReceiptSettings(row: ReceiptRow): ReceiptSettings {
  return {
    id: row.id,
    businessId: row.businessId,
    tenantId: row.tenantId,
    logoUrl: row.logoUrl,
    showOrganizationName: row.showOrganizationName,
    showPhone: row.showPhone,
    showEmail: row.showEmail,
    showThankYouMessage: row.showThankYouMessage,
    message: row.message,
  };
}

export function toCashRegisterSettings(row: RegisterRow): CashRegisterSettings {
  return {
    businessId: row.businessId,
    requireOpenSession: row.requireOpenSession,
    allowNegativeInventory: row.allowNegativeInventory,
    mobileMoneyEnabled: row.mobileMoneyEnabled,
    mtnMomoEnabled: row.mtnMomoEnabled,
    airtelMoneyEnabled: row.airtelMoneyEnabled,
  };
}

export async function findReceiptSettingsRow(db: DbOrTx, businessId: number): Promise<ReceiptRow | undefined> {
  const [row] = await db.select().from(receiptSettings).where(scoped(receiptSettings, { businessId }));
  return row;
}

export async function findCashRegisterSettingsRow(db: DbOrTx, businessId: number): Promise<RegisterRow | undefined> {
  const [row] = await db.select().from(cashRegisterSettings).where(scoped(cashRegisterSettings, { businessId }));
  return row;
}
