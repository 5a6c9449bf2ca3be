import type { CustomerRow, DebitInput } from '@dukani/contracts';
import { roundMoney } from '@dukani/domain';
import type { Db } from '../../db/client';
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

/**
 * H7: money received from the customer, a Debit row of their ledger. More than they owe is accepted
 * (API.md H7): the balance goes below 0 and is the customer's advance for later pay-later sales.
 * Replays are answered by the route's Idempotency-Key, so a retried payment is recorded once.
 */
export async function addCustomerDebit(db: Db, options: AddCustomerDebitOptions): Promise<CustomerRow> {
  const { auth, customerId, input } = options;
  const customer = await getOwnedCustomer(db, auth, customerId);
  const amount = roundMoney(input.debitAmount);
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .insert(customerLedger)
      .values({
        tenantId: customer.tenantId,
        businessId: customer.businessId,
        customerId,
        type: 'Debit',
        amount,
        transactionDate: input.transactionDate ? new Date(input.transactionDate) : new Date(),
        paymentModes: input.paymentModes,
        note: input.note || null,
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
      detail: { ledgerId: entry?.id, amount, paymentModes: input.paymentModes },
    });
    return { ...toCustomer(customer), balance: await getCustomerBalance(tx, customerId) };
  });
}
