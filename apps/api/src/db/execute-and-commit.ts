import { sql, type SQL } from 'drizzle-orm';
import { NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { DbOrTx } from './client';

/** The SQLSTATE of sale_needs_full_path() (migration 0026): the statement refused itself, the caller takes the full path. */
export const FULL_PATH_SQLSTATE = 'DK001';

/** The SQLSTATE of a PostgreSQL error, whether drizzle wrapped the driver's error or not; null for any other error. */
export function sqlStateOf(err: unknown): string | null {
  for (let current: unknown = err, depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Whether committing with the write shortens anything: on PostgreSQL other connections wait on the rows a
 * transaction locks. PGlite has one connection and runs a transaction alone from BEGIN to COMMIT, so there the two
 * statements more would only cost the request thread (which is also the database's) and hold nothing shorter.
 */
export const commitsAtOnce = (tx: DbOrTx): boolean => tx instanceof NodePgTransaction;

/**
 * Runs `statement` as the last write of the transaction `tx` is in and commits it in the same round trip: COMMIT
 * and a new BEGIN are queued on the connection behind the statement before its answer is awaited, and both drivers
 * send a queued statement as soon as the one before has answered (node-postgres from its socket handler, PGlite
 * from its query mutex), not once Node has run the caller's code. So the row locks the statement takes — a shop's
 * receipt counter — are held for that statement and the commit, as a single autocommitted statement holds them.
 *
 * If the statement fails, PostgreSQL ends the aborted transaction at the COMMIT as a ROLLBACK: nothing it wrote is
 * kept, and the error is thrown. Either way `tx` is in a fresh, empty transaction afterwards, so the caller may go
 * on (a refusal's reads, the full path of a sale) and the enclosing transaction's own COMMIT or ROLLBACK ends it.
 * Only for a transaction that holds nothing but this use case (db/atomically), since it commits everything before.
 */
export async function executeAndCommit<T>(tx: DbOrTx, statement: SQL): Promise<T> {
  // `.then` starts a drizzle query at once (a QueryPromise runs when it is awaited): the three are queued in order.
  const write = tx.execute(statement).then((result) => result as T);
  const commit = tx.execute(sql`commit`).then(() => undefined);
  const begin = tx.execute(sql`begin`).then(() => undefined);
  const [written, committed, begun] = await Promise.allSettled([write, commit, begin]);
  if (written.status === 'rejected') throw written.reason;
  // A failure at COMMIT (a deferred check, a lost connection) means the sale may not be recorded: it must not answer.
  if (committed.status === 'rejected') throw committed.reason;
  if (begun.status === 'rejected') throw begun.reason;
  return written.value;
}
