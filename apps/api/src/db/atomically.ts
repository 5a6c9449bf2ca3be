import { PgTransaction } from 'drizzle-orm/pg-core';
import { AppError } from '../lib/app-error';
import type { Db, DbOrTx } from './client';

/**
 * Runs `work` all or nothing. Outside a transaction it opens one. Inside one (a write route's, which exists only
 * to hold this use case) it runs there without a savepoint — two round trips fewer while the use case holds its
 * row locks — and a refusal it throws is marked to roll the enclosing transaction back, which is what the
 * savepoint's rollback did. Use it only where the enclosing work keeps nothing of its own on refusal.
 */
export async function atomically<T>(db: Db, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  if (!(db instanceof PgTransaction)) return db.transaction(work);
  try {
    return await work(db);
  } catch (err) {
    if (err instanceof AppError) err.discardWrites();
    throw err;
  }
}
