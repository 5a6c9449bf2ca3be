import type { CustomerNote } from '@dukani/contracts';
import type { Db } from '../../db/client';
import { customerNotes } from './customers.schema';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { toNote } from './customer-notes.queries';
import { getOwnedCustomer } from './get-owned-customer';

export interface AddCustomerNoteOptions {
  auth: AuthContext;
  input: { customerId: number; businesId: number; note: string };
}

/** H12: the customer must be a live customer of the business the body names (else 404). */
export async function addCustomerNote(db: Db, options: AddCustomerNoteOptions): Promise<CustomerNote> {
  const { auth, input } = options;
  const customer = await getOwnedCustomer(db, auth, input.customerId, input.businesId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customerNotes)
      .values({ tenantId: customer.tenantId, businessId: customer.businessId, customerId: customer.id, note: input.note, createdById: auth.userId })
      .returning();
    if (!row) throw new Error('insert returned no note');
    await audit(tx, { tenantId: auth.tenantId, businessId: row.businessId, userId: auth.userId, action: 'create', entity: 'customer_note', entityId: row.id });
    return toNote(row);
  });
}
