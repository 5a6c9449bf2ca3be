import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { etimsDocuments } from './etims.schema';

/** P16: a refused document waits again; it keeps a number it could not give back, else takes the next one when sent. */
export async function reopenEtimsDocument(db: DbOrTx, o: { transactionId: number }): Promise<void> {
  await db.update(etimsDocuments).set({ state: 'Waiting', lastError: null }).where(eq(etimsDocuments.transactionId, o.transactionId));
}
