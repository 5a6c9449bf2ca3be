import type { CreditInput, CustomerRow } from '@dukani/contracts';
import { roundMoney } from '@dukani/domain';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { parseDay } from '../../lib/business-day-range';
import type { AuthContext } from '../../lib/auth-context';
import { toCustomer } from './customers.queries';
import { getCustomerBalance } from './get-customer-balance';
import { getOwnedCustomer } from './get-owned-customer';
import { recordCredit } from './record-credit';

export interface AddCustomerCreditOptions {
  customerId: number;
  auth: AuthContext;
  input: Required<Pick<CreditInput, 'credit' | 'transactionId'>> & Pick<CreditInput, 'transactionDate' | 'dueDate' | 'note'>;
}

/** H8: an amount the customer owes outside a sale (an old debt written into the book), a Credit row. */
export async function addCustomerCredit(db: Db, options: AddCustomerCreditOptions): Promise<CustomerRow> {
  const { auth, customerId, input } = options;
  const customer = await getOwnedCustomer(db, auth, customerId);
  // The contract checks the shape; a day that does not exist (2025-02-30) is refused here, not by the database.
  if (input.dueDate) parseDay(input.dueDate, 'dueDate');
  const amount = roundMoney(input.credit);
  return db.transaction(async (tx) => {
    await recordCredit(tx, {
      tenantId: customer.tenantId,
      businessId: customer.businessId,
      customerId,
      amount,
      transactionId: input.transactionId,
      transactionDate: input.transactionDate ? new Date(input.transactionDate) : new Date(),
      dueDate: input.dueDate ?? null,
      note: input.note || null,
      createdById: auth.userId,
    });
    await audit(tx, {
      tenantId: auth.tenantId,
      businessId: customer.businessId,
      userId: auth.userId,
      action: 'credit',
      entity: 'customer',
      entityId: customerId,
      detail: { amount, transactionId: input.transactionId, dueDate: input.dueDate ?? null },
    });
    return { ...toCustomer(customer), balance: await getCustomerBalance(tx, customerId) };
  });
}
