import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';

/**
 * Run `work` in one transaction. Some refusals must leave a trace (a wrong code's attempt count, a
 * reused refresh token revoking the chain): `work` returns such an AppError instead of throwing it,
 * so the transaction commits first and the error is thrown afterwards. A thrown error rolls back.
 */
export async function transactOrRefuse<T>(db: Db, work: (tx: Tx) => Promise<T | AppError>): Promise<T> {
  const outcome = await db.transaction(work);
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}
