import { and, desc, eq, isNull } from 'drizzle-orm';
import type { CustomerNote } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { customerNotes } from './customers.schema';
import type { AuthContext } from '../../lib/auth-context';
import { toNote } from './customer-notes.queries';
import { getOwnedCustomer } from './get-owned-customer';

/** H13: newest first. */
export async function findCustomerNotes(db: DbOrTx, options: { customerId: number; auth: AuthContext }): Promise<CustomerNote[]> {
  await getOwnedCustomer(db, options.auth, options.customerId);
  const rows = await db
    .select()
    .from(customerNotes)
    .where(and(eq(customerNotes.customerId, options.customerId), isNull(customerNotes.deletedAt)))
    .orderBy(desc(customerNotes.createdOn), desc(customerNotes.id));
  return rows.map(toNote);
}
