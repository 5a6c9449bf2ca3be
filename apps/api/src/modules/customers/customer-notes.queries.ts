import type { CustomerNote } from '@dukani/contracts';
import type { customerNotes } from './customers.schema';

type NoteRow = typeof customerNotes.$inferSelect;

export const toNote = (row: NoteRow): CustomerNote => ({
  id: row.id,
  customerId: row.customerId,
  businesId: row.businessId,
  note: row.note,
  createdOn: row.createdOn.toISOString(),
});
