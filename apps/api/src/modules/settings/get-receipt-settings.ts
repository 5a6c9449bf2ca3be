import type { CashRegisterSettings, ReceiptSettings } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { findCashRegisterSettingsRow, findReceiptSettingsRow, toCashRegisterSettings, toReceiptSettings } from './settings.queries';

export interface GetReceiptSettingsOptions {
  businessId: number;
  tenantId: number;
}

/**
 * E2: every business gets both rows when it is created; should one be missing, the defaults are
 * answered (id 0 = not saved yet) rather than a 404 the POS could not recover from.
 */
export async function getReceiptSettings(
  db: Db,
  options: GetReceiptSettingsOptions,
): Promise<ReceiptSettings & { cashRegisterSettings: CashRegisterSettings }> {
  const { businessId, tenantId } = options;
  const [receipt, register] = await Promise.all([findReceiptSettingsRow(db, businessId), findCashRegisterSettingsRow(db, businessId)]);
  const receiptSettings: ReceiptSettings = receipt
    ? toReceiptSettings(receipt)
    : { id: 0, businessId, tenantId, logoUrl: null, showOrganizationName: true, showPhone: true, showEmail: true, showThankYouMessage: true, message: null };
  const cashRegisterSettings: CashRegisterSettings = register
    ? toCashRegisterSettings(register)
    : { businessId, requireOpenSession: false, allowNegativeInventory: false, mobileMoneyEnabled: false, mtnMomoEnabled: false, airtelMoneyEnabled: false };
  return { ...receiptSettings, cashRegisterSettings };
}
