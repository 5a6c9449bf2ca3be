import type { Expense, PurchasePaymentInput } from '@dukani/contracts';
import { fromCents, roundMoney, toCents } from '@dukani/domain';
import type { Db } from '../../db/client';
import { conflict, invalid } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { findReceivedPaymentValue } from '../payments/find-received-payment-value';
import { expensePayments } from './expenses.schema';
import { findAmountsPaid, toExpenses } from './expenses.queries';
import { getOwnedExpense } from './get-owned-expense';

export interface RecordPurchasePaymentOptions {
  auth: AuthContext;
  input: Required<PurchasePaymentInput>;
}

/**
 * N7: pays towards a purchase. The purchase row is locked first, so two payments of one purchase run one after
 * the other and the second sees the first: together they can never pay more than was owed (409 INVALID_STATE).
 * A replay with the same Idempotency-Key is answered by the route from the first answer, recording nothing.
 */
export async function recordPurchasePayment(db: Db, options: RecordPurchasePaymentOptions): Promise<Expense> {
  const { auth, input } = options;
  return db.transaction(async (tx) => {
    const purchase = await getOwnedExpense(tx, { auth, id: input.purchaseId, modules: ['suppliers'], lock: true });
    if (purchase.expensesType !== 1) throw invalid('purchaseId', 'supplier.notPurchase', { id: purchase.id });
    const paymentMethod = await findReceivedPaymentValue(tx, purchase.businessId, input.paymentMethod);
    if (!paymentMethod) throw invalid('paymentMethod', 'expense.paymentModeUnknown', { method: input.paymentMethod });
    const amount = roundMoney(input.amount);
    const paid = (await findAmountsPaid(tx, [purchase.id])).get(purchase.id) ?? 0;
    const balance = fromCents(toCents(purchase.total) - toCents(paid));
    if (toCents(amount) > toCents(balance)) throw conflict('INVALID_STATE', 'supplier.aboveBalance', { amount, balance });
    const [payment] = await tx
      .insert(expensePayments)
      .values({ tenantId: purchase.tenantId, businessId: purchase.businessId, expenseId: purchase.id, amount, paymentMethod, createdById: auth.userId })
      .returning({ id: expensePayments.id });
    await audit(tx, {
      tenantId: auth.tenantId,
      businessId: purchase.businessId,
      userId: auth.userId,
      action: 'payment',
      entity: 'purchase',
      entityId: purchase.id,
      detail: { paymentId: payment!.id, amount, paymentMethod, balanceBefore: balance },
    });
    const [view] = await toExpenses(tx, [purchase]);
    return view!;
  });
}
