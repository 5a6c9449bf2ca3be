import { countryCodeSchema, type RouteResult, type sendReceiptSms as sendReceiptSmsContract } from '@dukani/contracts';
import { normalizePhone } from '@dukani/domain';
import type { Db } from '../../db/client';
import { invalidPhone } from '../../lib/phone-message';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { queueSms } from '../../lib/sms-queue';
import { getBusinessCountry } from '../business/get-business-country';
import { buildTransaction } from './build-transaction';

export interface SendReceiptSmsOptions {
  auth: AuthContext;
  businessId: number;
  transactionId: number;
  phone: string;
  /** Base of the share link (PUBLIC_URL). */
  publicUrl: string;
}

const money = (symbol: string, value: number) => `${symbol} ${value.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`.trim();

/**
 * K8: the receipt's public link (/r/<share token>) in one short SMS, queued through the outbox in the same
 * transaction as its audit row. The message carries the link, not the receipt, so it stays one SMS part
 * and the customer sees the same receipt as the shop.
 */
export async function sendReceiptSms(db: Db, options: SendReceiptSmsOptions): Promise<RouteResult<typeof sendReceiptSmsContract>> {
  const country = countryCodeSchema.parse(await getBusinessCountry(db, options.businessId));
  const phone = normalizePhone(options.phone, country);
  if (!phone.ok) throw invalidPhone('phone', phone);
  return db.transaction(async (tx) => {
    // buildTransaction is scoped to the business: another shop's sale is 404.
    const sale = await buildTransaction(tx, options.businessId, options.transactionId);
    const { receipt } = sale;
    const link = `${options.publicUrl.replace(/\/+$/, '')}/r/${receipt.shareToken}`;
    const shop = receipt.businessName ? `${receipt.businessName}: ` : '';
    const message = `${shop}receipt ${receipt.receiptNo}, ${money(receipt.currencySymbol, receipt.totalAmount)}. ${link}`;
    await queueSms(tx, phone.e164, message, { businessId: options.businessId });
    await audit(tx, {
      tenantId: options.auth.tenantId,
      businessId: options.businessId,
      userId: options.auth.userId,
      action: 'send',
      entity: 'receiptSms',
      entityId: options.transactionId,
      detail: { phone: phone.e164 },
    });
    return { phone: phone.e164, link };
  });
}
