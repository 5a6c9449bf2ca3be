import type { ReceiptSettings, RouteBody, saveReceiptSettings as saveReceiptSettingsContract } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { receiptSettings } from './settings.schema';
import { notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { findReceiptSettingsRow, toReceiptSettings } from './settings.queries';

export interface SaveReceiptSettingsOptions {
  tenantId: number;
  userId: number;
  input: RouteBody<typeof saveReceiptSettingsContract>;
  /** URL of a newly stored logo; absent keeps the current one. */
  logoUrl?: string;
}

/**
 * E1: one row per business. Without an id the row is created, or overwritten when it already
 * exists (a client that lost the id must still be able to save); an id must be that row's.
 */
export async function saveReceiptSettings(db: Db, options: SaveReceiptSettingsOptions): Promise<ReceiptSettings> {
  const { input, tenantId } = options;
  return db.transaction(async (tx) => {
    const current = await findReceiptSettingsRow(tx, input.businessId);
    if (input.id && current?.id !== input.id) throw notFound('ReceiptSettings', input.id);
    const values = {
      showOrganizationName: input.showOrganizationName,
      showPhone: input.showPhone,
      showEmail: input.showEmail,
      showThankYouMessage: input.showThankYouMessage,
      message: input.message === undefined ? (current?.message ?? null) : input.message || null,
      logoUrl: options.logoUrl ?? current?.logoUrl ?? null,
    };
    const [row] = await tx
      .insert(receiptSettings)
      .values({ tenantId, businessId: input.businessId, ...values })
      .onConflictDoUpdate({ target: receiptSettings.businessId, set: values })
      .returning();
    await audit(tx, {
      tenantId,
      businessId: input.businessId,
      userId: options.userId,
      action: current ? 'update' : 'create',
      entity: 'receipt-settings',
      entityId: row!.id,
      detail: { ...values },
    });
    return toReceiptSettings(row!);
  });
}
