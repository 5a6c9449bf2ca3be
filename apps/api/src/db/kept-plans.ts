import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { prepareValue } from 'pg/lib/utils.js';
import type { DbOrTx } from './client';
import { sqlStateOf } from './sql-state';
import { statementText } from './statement-text';

/**
 * Statements kept at most per database, the least recently used let go past it: a kept statement holds ~0.3 MB of
 * PGlite's memory (its text, its generic and last custom plan: 24 of them, the sale's context read and write for 1 to 12
 * lines, took 6.8 MB by pg_backend_memory_contexts), and a shop's sales come in a few dozen shapes.
 */
const MAX_KEPT = 40;
const keptBy = new WeakMap<object, Map<string, Promise<unknown>>>();
/** The statement names node-postgres has prepared on each PostgreSQL connection of the pool (at most MAX_KEPT). */
const namedOn = new WeakMap<pg.PoolClient, Set<string>>();
/** Type ids whose text drizzle's node-postgres driver keeps as it is (dates, times, intervals, their arrays, numeric[]). */
const KEPT_AS_TEXT = new Set([1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231]);
const asDrizzleReads = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') =>
    KEPT_AS_TEXT.has(typeId) ? (value: string) => value : pg.types.getTypeParser(typeId, format ?? 'text'),
};

/** A bound value as a literal, as node-postgres would send it as a parameter (its own text form), quoted. */
export function literalOf(value: unknown): string {
  const text = prepareValue(value);
  if (text === null || text === undefined) return 'NULL';
  return pg.escapeLiteral(Buffer.isBuffer(text) ? `\\x${text.toString('hex')}` : String(text));
}

/**
 * Runs a large statement of the sale's path keeping its plan, on PGlite: PGlite sends every statement unnamed, so
 * PostgreSQL plans it again on each call, on the request thread, and for the sale's context read and write that
 * planning took longer than running them (issue 37: the context read 4.1 → 1.1 ms at the median). Here each text is
 * PREPAREd once under a name (`label` and a hash of the text), then EXECUTEd with its values as quoted literals
 * (EXECUTE takes no bound parameters); a quoted literal has no type of its own, as an unbound parameter has none, so
 * each value takes the type PREPARE gave its place. PostgreSQL keeps a generic plan once five calls show it is no
 * worse. The EXECUTE's text names no table, so the write watch (db/write-watch) does not see what it writes: only for
 * statements that write none of the tables a cache listens for (auth).
 *
 * On PostgreSQL the same held (issue 37: PostgreSQL's CPU a K1 sale 5.3–6.1 → 3.9–4.3 ms, 200 shops): node-postgres
 * sends the text as a named statement, which each connection of the pool parses and plans once and keeps. A
 * connection keeps at most MAX_KEPT names and sends any other text unnamed: the pool lets an idle connection go (10 s),
 * so a shop's shapes of the day are the ones kept. Inside a transaction (its own connection, or on PGlite another
 * handle) the statement runs as it is.
 */
export async function executeKeepingPlan(db: DbOrTx, label: 'sale_context' | 'sale_write', statement: SQL): Promise<unknown> {
  if (!(db instanceof PgliteDatabase)) {
    const pool = (db as { $client?: unknown }).$client;
    return pool instanceof pg.Pool ? executeNamed(pool, label, statement) : db.execute(statement);
  }
  const query = statementText(statement);
  const name = nameOf(label, query.sql);
  const execute = `execute ${name}${query.params.length ? `(${query.params.map(literalOf).join(', ')})` : ''}`;
  await prepareOnce(db, name, query.sql);
  try {
    return await db.execute(sql.raw(execute));
  } catch (err) {
    // Let go meanwhile (another request's PREPARE passed MAX_KEPT in between): kept again, run once more.
    if (sqlStateOf(err) !== UNKNOWN_STATEMENT) throw err;
    keptBy.get(db)?.delete(name);
    await prepareOnce(db, name, query.sql);
    return db.execute(sql.raw(execute));
  }
}

const nameOf = (label: string, text: string) => `${label}_${crypto.createHash('sha1').update(text).digest('hex').slice(0, 24)}`;

async function executeNamed(pool: pg.Pool, label: string, statement: SQL, again = false): Promise<pg.QueryResult> {
  const query = statementText(statement);
  const client = await pool.connect();
  let named = namedOn.get(client);
  if (!named) namedOn.set(client, (named = new Set()));
  const name = nameOf(label, query.sql);
  const keep = named.has(name) || named.size < MAX_KEPT;
  if (keep) named.add(name);
  try {
    const result = await client.query({ ...(keep ? { name } : {}), text: query.sql, values: query.params, types: asDrizzleReads });
    client.release();
    return result;
  } catch (err) {
    // The server's refusal (a SQLSTATE: the sale's own DK001, a unique violation) leaves the connection as good as
    // before; anything else (a broken socket) and the pool lets it go. So it does when the connection's statements were
    // let go under it (DEALLOCATE, DISCARD): node-postgres would go on naming them, so the statement runs on another.
    const state = sqlStateOf(err);
    const forgot = state === UNKNOWN_STATEMENT && keep;
    client.release(state === null || forgot ? (err as Error) : undefined);
    if (forgot && !again) return executeNamed(pool, label, statement, true);
    throw err;
  }
}

/** PostgreSQL's SQLSTATE for a prepared statement that does not exist. */
const UNKNOWN_STATEMENT = '26000';

function prepareOnce(db: PgliteDatabase<Record<string, unknown>>, name: string, text: string): Promise<unknown> {
  let kept = keptBy.get(db);
  if (!kept) keptBy.set(db, (kept = new Map()));
  let prepared = kept.get(name);
  if (prepared) {
    // The most recently used last: the first is the one let go.
    kept.delete(name);
    kept.set(name, prepared);
    return prepared;
  }
  const oldest = kept.size >= MAX_KEPT ? kept.keys().next().value : undefined;
  if (oldest !== undefined) kept.delete(oldest);
  const letGo = oldest !== undefined ? db.execute(sql.raw(`deallocate ${oldest}`)).catch(() => undefined) : null;
  // Kept as a promise, so two requests that meet a new text at once wait for the one PREPARE.
  prepared = Promise.resolve(letGo).then(() => db.execute(sql.raw(`prepare ${name} as ${text}`)));
  const map = kept;
  map.set(name, prepared);
  prepared.catch(() => map.delete(name));
  return prepared;
}
