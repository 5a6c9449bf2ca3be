import { countryCodeSchema, type RouteResult, type sendReceiptSms as sendReceiptSmsContract } from '@dukani/contracts';
import { normalizePhone } from '@dukani/domain';
import type { Db } from '../../db/client';
import { invalidPhone } from '../../lib/phone-message';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { queueSms } from '../../lib/sms-queue';
import type { LimitStore, RateLimiter } from '../../lib/rate-limiter';
import { getBusinessCountry } from '../business/get-business-country';
import { buildTransaction } from './build-transaction';

/**
 * K8's limits, so a till cannot be used to spend the shop's SMS or to flood a number: each user sends at most 10
 * receipts in 10 minutes, and a number gets at most 3 in 10 minutes from any shop. Counted where the sign-in
 * limits are (app.limits: this process, or Redis shared by all).
 */
export class ReceiptSmsLimits {
  readonly perUser: RateLimiter;
  readonly perPhone: RateLimiter;
  constructor(store: LimitStore) {
    this.perUser = store.limiter('receipt-sms:user', 10, 10 * 60_000, 'sales.tooManyReceiptSms');
    this.perPhone = store.limiter('receipt-sms:phone', 3, 10 * 60_000, 'sales.tooManyReceiptSmsToPhone');
  }
}

export interface SendReceiptSmsOptions {
  auth: AuthContext;
  businessId: number;
  transactionId: number;
  phone: string;
  /** Base of the share link (PUBLIC_URL). */
  publicUrl: string;
  limits: ReceiptSmsLimits;
}

const money = (symbol: string, value: number) => `${symbol} ${value.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`.trim();

/**
 * K8: the receipt's public link (/r/<share token>) in one short SMS, queued through the outbox in the same
 * transaction as its audit row, within ReceiptSmsLimits (429 RATE_LIMITED beyond them). The message carries the link, not the receipt, so it stays one SMS part
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
    // Counted once the sale is known to be the caller's shop's (a mistyped id costs nothing), and only when both
    // limits allow it, so a send one limit refuses does not use up the other.
    const { perUser, perPhone } = options.limits;
    const userKey = String(options.auth.userId);
    await perUser.check(userKey);
    await perPhone.check(phone.e164);
    await perUser.hit(userKey);
    await perPhone.hit(phone.e164);
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
