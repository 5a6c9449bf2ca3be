import { and, eq, isNull } from 'drizzle-orm';
import type { Customer } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { customers } from './customers.schema';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { getPhoneHolder, isPhoneViolation, toCustomer } from './customers.queries';
import { clientNameOf, customerColumns, duplicatePhone, readPhone, type CustomerFields } from './customer-fields';
import { getOwnedCustomer } from './get-owned-customer';

export interface UpdateCustomerOptions {
  id: number;
  auth: AuthContext;
  input: CustomerFields & { customerInfoCustId: number };
}

/** H5: replace the customer's fields. The phone must stay unique among the business's live customers. */
export async function updateCustomer(db: Db, options: UpdateCustomerOptions): Promise<Customer> {
  const { auth, input, id } = options;
  // The body names the business: a customer of another business is not found there (API.md §1.2).
  const current = await getOwnedCustomer(db, auth, id, input.customerInfoCustId);
  const clientName = clientNameOf(input);
  const phoneNumber = await readPhone(db, current.businessId, input.phoneNumber);
  try {
    return await db.transaction(async (tx) => {
      if (phoneNumber) {
        const holder = await getPhoneHolder(tx, current.businessId, phoneNumber);
        if (holder && holder.id !== id) throw duplicatePhone(phoneNumber, holder.clientName);
      }
      const [row] = await tx
        .update(customers)
        .set({ clientName, phoneNumber, ...customerColumns(input) })
        .where(and(eq(customers.id, id), isNull(customers.deletedAt)))
        .returning();
      if (!row) throw new Error('the customer vanished during the update');
      await audit(tx, {
        tenantId: auth.tenantId,
        businessId: row.businessId,
        userId: auth.userId,
        action: 'update',
        entity: 'customer',
        entityId: id,
        detail: { clientName, phoneNumber, before: { clientName: current.clientName, phoneNumber: current.phoneNumber } },
      });
      return toCustomer(row);
    });
  } catch (err) {
    if (phoneNumber && isPhoneViolation(err)) throw duplicatePhone(phoneNumber);
    throw err;
  }
}
