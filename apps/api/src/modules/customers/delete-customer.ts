import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from './customers.schema';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { getOwnedCustomer } from './get-owned-customer';
import { getCustomerBalance } from './get-customer-balance';
import { conflict } from '../../lib/app-error';
import { findDefaultCurrencySymbol } from '../currency/find-default-currency-symbol';

export interface DeleteCustomerOptions {
  id: number;
  auth: AuthContext;
}

/**
 * H6: soft delete. The row stays for past sales and the ledger; deleted_at hides it from H1/H16 and takes
 * it out of the partial unique phone index, so the number can be given to a new customer. A customer who
 * still owes money is 409 IN_USE: a deleted customer's debt could no longer be seen, reminded of or collected.
 */
export async function deleteCustomer(db: Db, options: DeleteCustomerOptions): Promise<null> {
  const { auth, id } = options;
  const row = await getOwnedCustomer(db, auth, id);
  await db.transaction(async (tx) => {
    const owed = await getCustomerBalance(tx, id);
    if (owed > 0) {
      const currency = await findDefaultCurrencySymbol(tx, row.businessId);
      throw conflict('IN_USE', 'customer.deleteOwes', { name: row.clientName, amount: { money: owed, currency } });
    }
    await tx
      .update(customers)
      .set({ deletedAt: new Date() })
      .where(and(eq(customers.id, id), isNull(customers.deletedAt)));
    await audit(tx, {
      tenantId: auth.tenantId,
      businessId: row.businessId,
      userId: auth.userId,
      action: 'delete',
      entity: 'customer',
      entityId: id,
      detail: { clientName: row.clientName, phoneNumber: row.phoneNumber },
    });
  });
  return null;
}
