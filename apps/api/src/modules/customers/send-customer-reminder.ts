import { eq } from 'drizzle-orm';
import { countryCodeSchema, type ReminderResult } from '@dukani/contracts';
import { normalizePhone } from '@dukani/domain';
import type { Db } from '../../db/client';
import { businesses } from '../../db/tenancy.schema';
import { conflict, invalid } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { invalidPhone } from '../../lib/phone-message';
import { queueSms } from '../../lib/sms-queue';
import { getBusinessCountry } from '../business/get-business-country';
import { findDefaultCurrencySymbol } from '../currency/find-default-currency-symbol';
import { getCustomerBalance } from './get-customer-balance';
import { getOwnedCustomer } from './get-owned-customer';

export interface SendCustomerReminderOptions {
  customerId: number;
  auth: AuthContext;
}

/** One SMS part in the GSM alphabet: a longer text is billed as two messages. */
const SMS_LIMIT = 160;

const money = (symbol: string, value: number) => `${symbol} ${value.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`.trim();
const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1).trimEnd()}.` : text);

/**
 * The reminder's text. A long shop or customer name is clipped, never the amount: the amount and who asks
 * for it are the message. English like the receipt SMS, since the customer's language is not recorded.
 */
export function reminderText(options: { shop: string; customer: string; amount: string }): string {
  const tail = `, you owe ${options.amount}. Kindly pay at your next visit. Thank you.`;
  const shop = clip(options.shop, 40);
  const room = SMS_LIMIT - `${shop}: Hello ${tail}`.length;
  const greeting = room >= 3 ? `Hello ${clip(options.customer, room)}` : 'Hello';
  return `${shop}: ${greeting}${tail}`.slice(0, SMS_LIMIT);
}

/**
 * H17: remind a customer of what they owe by SMS, queued through the outbox in the same transaction as its
 * audit row, so it goes out once and only if recorded. Refused when nothing is owed (an advance or 0) or when
 * the customer has no phone number a text can reach.
 */
export async function sendCustomerReminder(db: Db, options: SendCustomerReminderOptions): Promise<ReminderResult> {
  const customer = await getOwnedCustomer(db, options.auth, options.customerId);
  const name = customer.clientName;
  if (!customer.phoneNumber) throw invalid('phoneNumber', 'customer.reminderNoPhone', { name });
  const country = countryCodeSchema.parse(await getBusinessCountry(db, customer.businessId));
  const phone = normalizePhone(customer.phoneNumber, country);
  if (!phone.ok) throw invalidPhone('phoneNumber', phone);
  return db.transaction(async (tx) => {
    const balance = await getCustomerBalance(tx, customer.id);
    if (balance <= 0) throw conflict('INVALID_STATE', 'customer.reminderNothingOwed', { name });
    const [business] = await tx.select({ name: businesses.organizationName }).from(businesses).where(eq(businesses.id, customer.businessId));
    const symbol = await findDefaultCurrencySymbol(tx, customer.businessId);
    const message = reminderText({ shop: business?.name ?? '', customer: name, amount: money(symbol, balance) });
    await queueSms(tx, phone.e164, message, { businessId: customer.businessId });
    await audit(tx, {
      tenantId: options.auth.tenantId,
      businessId: customer.businessId,
      userId: options.auth.userId,
      action: 'send',
      entity: 'customerReminder',
      entityId: customer.id,
      detail: { phone: phone.e164, balance },
    });
    return { phone: phone.e164, message };
  });
}
