import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerNotes } from './customers.schema';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { notFound } from '../../lib/app-error';
import { assertRecordAccess } from '../../lib/record-access';

/** H14: the note leaves the list; the row is kept (nothing a shop records is hard-deleted). */
export async function deleteCustomerNote(db: Db, options: { noteId: number; auth: AuthContext }): Promise<null> {
  const { auth, noteId } = options;
  const [row] = await db
    .select()
    .from(customerNotes)
    .where(and(eq(customerNotes.id, noteId), isNull(customerNotes.deletedAt)));
  if (!row) throw notFound('Note', noteId);
  assertRecordAccess(auth, row.businessId, 'Note', ['customers']);
  await db.transaction(async (tx) => {
    await tx.update(customerNotes).set({ deletedAt: new Date() }).where(eq(customerNotes.id, noteId));
    await audit(tx, { tenantId: auth.tenantId, businessId: row.businessId, userId: auth.userId, action: 'delete', entity: 'customer_note', entityId: noteId });
  });
  return null;
}
