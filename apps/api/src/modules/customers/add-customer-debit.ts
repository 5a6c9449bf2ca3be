import type { CustomerRow, DebitInput } from '@dukani/contracts';
import { roundMoney } from '@dukani/domain';
import type { Db, DbOrTx } from '../../db/client';
import { invalid } from '../../lib/app-error';
import { findReceivedPaymentValue } from '../payments/find-received-payment-value';
import { lockOpenSessionForSale } from '../cash-register/lock-open-session-for-sale';
import { customerLedger } from './customers.schema';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { toCustomer } from './customers.queries';
import { getCustomerBalance } from './get-customer-balance';
import { getOwnedCustomer } from './get-owned-customer';

export interface AddCustomerDebitOptions {
  customerId: number;
  auth: AuthContext;
  input: Required<Pick<DebitInput, 'debitAmount' | 'paymentModes'>> & Pick<DebitInput, 'transactionDate' | 'note'>;
}

/** The paymentValue as the shop spells it: a built-in one or one of the shop's own methods (J2), any case. */
async function paymentValueOf(db: DbOrTx, businessId: number, typed: string): Promise<string> {
  const value = await findReceivedPaymentValue(db, businessId, typed);
  if (!value) throw invalid('paymentModes', 'customer.paymentModeUnknown', { method: typed });
  return value;
}

/**
 * H7: money received from the customer, a Debit row of their ledger. More than they owe is accepted
 * (API.md H7): the balance goes below 0 and is the customer's advance for later pay-later sales.
 * Replays are answered by the route's Idempotency-Key, so a retried payment is recorded once.
 */
export async function addCustomerDebit(db: Db, options: AddCustomerDebitOptions): Promise<CustomerRow> {
  const { auth, customerId, input } = options;
  const customer = await getOwnedCustomer(db, auth, customerId);
  const amount = roundMoney(input.debitAmount);
  const paymentModes = await paymentValueOf(db, customer.businessId, input.paymentModes);
  return db.transaction(async (tx) => {
    // Money taken at the counter goes into the receiver's drawer: the shift's expected cash counts it.
    const session = await lockOpenSessionForSale(tx, { businessId: customer.businessId, userId: auth.userId });
    const [entry] = await tx
      .insert(customerLedger)
      .values({
        tenantId: customer.tenantId,
        businessId: customer.businessId,
        customerId,
        type: 'Debit',
        amount,
        transactionDate: input.transactionDate ? new Date(input.transactionDate) : new Date(),
        paymentModes,
        note: input.note || null,
        sessionId: session?.id ?? null,
        createdById: auth.userId,
      })
      .returning({ id: customerLedger.id });
    await audit(tx, {
      tenantId: auth.tenantId,
      businessId: customer.businessId,
      userId: auth.userId,
      action: 'payment',
      entity: 'customer',
      entityId: customerId,
      detail: { ledgerId: entry?.id, amount, paymentModes },
    });
    return { ...toCustomer(customer), balance: await getCustomerBalance(tx, customerId) };
  });
}
