import { DARAJA_ACK, parseC2BConfirmation, type ParsedC2B } from '@dukani/mobile-money';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { c2bPayments } from './mpesa.schema';
import { audit } from '../../lib/audit';
import { silentLog, type MpesaLog } from './apply-stk-outcome';

export interface RecordC2BPaymentOptions {
  body: unknown;
  config: Config;
  log?: MpesaLog;
}

/** The shop whose till or paybill received it, or null for the platform's billing paybill (and strangers). */
function businessOf(config: Config, payment: ParsedC2B, log: MpesaLog): number | null {
  const businessId = config.MPESA_C2B_SHORTCODES[payment.shortCode];
  if (businessId !== undefined) return businessId;
  if (payment.shortCode !== config.MPESA_BILLING_SHORTCODE) {
    log.warn({ shortCode: payment.shortCode, transId: payment.transId }, 'mpesa: C2B payment to a shortcode we do not map; stored without a business');
  }
  return null;
}

const isForeignKeyViolation = (err: unknown): boolean => {
  const codes = [err, (err as { cause?: unknown } | null)?.cause].map((e) => (e as { code?: unknown } | null)?.code);
  return codes.includes('23503');
};

async function insertPayment(tx: DbOrTx, payment: ParsedC2B, businessId: number | null, raw: unknown): Promise<number | undefined> {
  const payerName = [payment.firstName, payment.middleName, payment.lastName].filter(Boolean).join(' ') || null;
  const [row] = await tx
    .insert(c2bPayments)
    .values({
      transId: payment.transId,
      shortCode: payment.shortCode,
      businessId,
      amount: payment.amount,
      msisdn: payment.msisdn || null,
      billRef: payment.billRef || null,
      payerName,
      transTime: payment.transTime || null,
      raw: raw as object,
    })
    // A TransID is M-Pesa's receipt: a second confirmation of it is the same payment.
    .onConflictDoNothing({ target: c2bPayments.transId })
    .returning({ id: c2bPayments.id });
  if (row)
    await audit(tx, {
      tenantId: null,
      businessId,
      userId: null,
      action: 'receive',
      entity: 'c2b-payment',
      entityId: row.id,
      detail: { transId: payment.transId, amount: payment.amount },
    });
  return row?.id;
}

/** Q2: a till or paybill payment, stored once per TransID and acknowledged whatever happens (§8.3). */
export async function recordC2BPayment(db: Db, options: RecordC2BPaymentOptions): Promise<typeof DARAJA_ACK> {
  const log = options.log ?? silentLog;
  const payment = parseC2BConfirmation(options.body);
  if (!payment) {
    log.warn({}, 'mpesa: unreadable C2B confirmation acknowledged');
    return DARAJA_ACK;
  }
  const businessId = businessOf(options.config, payment, log);
  try {
    await db.transaction((tx) => insertPayment(tx, payment, businessId, options.body));
  } catch (err) {
    if (businessId === null || !isForeignKeyViolation(err)) throw err;
    // A mapping to a business that does not exist is a configuration mistake; the payment is still kept.
    log.error({ shortCode: payment.shortCode, businessId }, 'mpesa: MPESA_C2B_SHORTCODES names a business that does not exist');
    await db.transaction((tx) => insertPayment(tx, payment, null, options.body));
  }
  return DARAJA_ACK;
}
