import type { PaymentSummaryEntryInput } from '@dukani/contracts';
import { sumMoney } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { msg } from '../../lib/messages';
import { lockOpenSessionForSale } from '../cash-register/lock-open-session-for-sale';
import { recordReversal } from '../customers/record-reversal';
import { findCashRegisterSettings } from '../settings/find-cash-register-settings';
import type { CheckedPayment } from './check-sale-payments';
import { findCreditLeftOnSale, refundPayments } from './refund-payments';
import type { SaleRow } from './return-plan';

/**
 * How a refund's (L4) or a credit note's (L5) money goes back, one definition for both: each entry a method of the
 * shop, `PayLater` off the customer's account, adding up to what comes back; money paid out needs an open shift
 * when the shop asks for one, and leaves the writer's open shift (its returns by mode: sales-figures.ts).
 */
export async function returnMoney(
  tx: DbOrTx,
  o: { auth: AuthContext; sale: SaleRow; entries: readonly PaymentSummaryEntryInput[] | null | undefined; total: number },
): Promise<{ payments: CheckedPayment[]; sessionId: number | null }> {
  const creditLeft = await findCreditLeftOnSale(tx, o.sale);
  const payments = await refundPayments(tx, { sale: o.sale, entries: o.entries, total: o.total, creditLeft });
  const settings = await findCashRegisterSettings(tx, o.sale.businessId);
  const session = await lockOpenSessionForSale(tx, { businessId: o.sale.businessId, userId: o.auth.userId });
  const paysMoney = payments.some((p) => p.paymentValue !== 'PayLater' && p.amount > 0);
  if (settings.requireOpenSession && paysMoney && !session) throw new AppError('NO_OPEN_SESSION', msg('sale.noOpenSession'));
  return { payments, sessionId: session?.id ?? null };
}

/** The `PayLater` part of a refund or credit note: a ledger row that lowers what the sale's customer owes. */
export async function creditToAccount(
  tx: DbOrTx,
  o: { auth: AuthContext; sale: SaleRow; payments: readonly CheckedPayment[]; returnId: number; transactionDate: Date; note: string },
): Promise<void> {
  const amount = sumMoney(o.payments.filter((p) => p.paymentValue === 'PayLater').map((p) => p.amount));
  if (!o.sale.customerId || amount <= 0) return;
  await recordReversal(tx, {
    tenantId: o.sale.tenantId,
    businessId: o.sale.businessId,
    customerId: o.sale.customerId,
    amount,
    transactionId: o.returnId,
    transactionDate: o.transactionDate,
    note: o.note,
    createdById: o.auth.userId,
  });
}
