import crypto from 'node:crypto';
import { and, eq, getTableName, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from './idempotency.schema';
import { AppError, invalid } from '../lib/app-error';
import { msg } from '../lib/messages';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const KEEP_MS = 24 * 60 * 60 * 1000;
/** A first request still "running" after this long died with its process; a retry may take it over. */
const ABANDONED_MS = 2 * 60 * 1000;

/**
 * The texts of the statements every write request sends, made once from the schema's names: drizzle's builders
 * spent ~0.1 ms of the API's CPU building each of them per request (issue 37's profile). Each is its text pieces,
 * with a bound parameter between two pieces.
 */
const k = idempotencyKeys;
const table = `"${getTableName(k)}"`;
const column = (c: { name: string }) => `${table}."${c.name}"`;
const name = (c: { name: string }) => `"${c.name}"`;
const slotIs = [`where ${column(k.userId)} = `, ` and ${column(k.routeId)} = `, ` and ${column(k.key)} = `];
const CLAIM = [
  `insert into ${table} (${[k.userId, k.routeId, k.key, k.requestHash].map(name).join(', ')}) values (`,
  ', ',
  ', ',
  ', ',
  `) on conflict (${[k.userId, k.routeId, k.key].map(name).join(', ')}) do update set ${name(k.requestHash)} = `,
  `, ${name(k.status)} = null, ${name(k.response)} = null, ${name(k.createdOn)} = `,
  `::timestamptz where ${column(k.createdOn)} < `,
  `::timestamptz or (${column(k.status)} is null and ${column(k.createdOn)} < `,
  `::timestamptz) returning ${name(k.key)}`,
].map((text) => sql.raw(text));
const FORGET = [`delete from ${table} ${slotIs[0]}`, slotIs[1]!, slotIs[2]!].map((text) => sql.raw(text));
const KEPT_ANSWER = [
  `insert into ${table} (${[k.userId, k.routeId, k.key, k.requestHash, k.status, k.response].map(name).join(', ')}) values (`,
  ', ',
  ', ',
  ', ',
  ', ',
  ', ',
  ') on conflict do nothing returning 1',
].map((text) => sql.raw(text));
const KEEP = [`update ${table} set ${name(k.status)} = `, `, ${name(k.response)} = `, ` ${slotIs[0]}`, slotIs[1]!, slotIs[2]!].map((text) => sql.raw(text));

export interface IdempotencySlot {
  userId: number;
  routeId: string;
  key: string;
}

export type IdempotencyStart = { kind: 'run'; slot: IdempotencySlot } | { kind: 'replay'; status: number; response: string };

/** A stable hash of what the request asks for: the same key must come with the same request. */
export function requestHash(parts: unknown[]): string {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(Buffer.isBuffer(part) ? part : JSON.stringify(part ?? null)).update('\u0000');
  return hash.digest('hex');
}

export function parseIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const key = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  if (!UUID_V4.test(key)) throw invalid('Idempotency-Key', 'request.idempotencyKeyFormat');
  return key.toLowerCase();
}

/**
 * API.md §1.8. Claims the key for this request, or answers from the first request with the same key:
 * same body → replay; different body → IDEMPOTENCY_REUSED; first still running → IDEMPOTENCY_IN_PROGRESS.
 */
export async function startIdempotent(db: Db, slot: IdempotencySlot, hash: string): Promise<IdempotencyStart> {
  const where = and(eq(idempotencyKeys.userId, slot.userId), eq(idempotencyKeys.routeId, slot.routeId), eq(idempotencyKeys.key, slot.key));
  const now = Date.now();
  // One statement claims the key: a new key is inserted, and an expired key or an abandoned run is taken over
  // (the conflict's update runs only when the row it met is one of those); a live key leaves the row alone.
  const claimed = (await db.execute(
    sql`${CLAIM[0]}${slot.userId}${CLAIM[1]}${slot.routeId}${CLAIM[2]}${slot.key}${CLAIM[3]}${hash}${CLAIM[4]}${hash}${CLAIM[5]}${new Date(now).toISOString()}${CLAIM[6]}${new Date(now - KEEP_MS).toISOString()}${CLAIM[7]}${new Date(now - ABANDONED_MS).toISOString()}${CLAIM[8]}`,
  )) as unknown as { rows: unknown[] };
  if (claimed.rows.length > 0) return { kind: 'run', slot };
  const [first] = await db.select().from(idempotencyKeys).where(where);
  if (!first) return startIdempotent(db, slot, hash);
  if (first.requestHash !== hash) {
    throw new AppError('IDEMPOTENCY_REUSED', msg('request.idempotencyReused', { field: 'Idempotency-Key' }), 'Idempotency-Key');
  }
  if (first.status === null || first.response === null) {
    throw new AppError('IDEMPOTENCY_IN_PROGRESS', msg('request.idempotencyInProgress'));
  }
  return { kind: 'replay', status: first.status, response: first.response };
}

/** Keep a 2xx or 4xx answer for replays; forget the key after a 5xx so a retry runs again. */
export async function finishIdempotent(db: Db, slot: IdempotencySlot, status: number, response: string): Promise<void> {
  if (status >= 500) {
    await db.execute(sql`${FORGET[0]}${slot.userId}${FORGET[1]}${slot.routeId}${FORGET[2]}${slot.key}`);
    return;
  }
  await db.execute(sql`${KEEP[0]}${status}${KEEP[1]}${response}${KEEP[2]}${slot.userId}${KEEP[3]}${slot.routeId}${KEEP[4]}${slot.key}`);
}

/**
 * The key's row with its answer already in it, as one INSERT a use case puts in its own write statement (issue 37,
 * http/answer-in-write): it inserts nothing where the key has a row, and the statement then refuses itself.
 */
export function keptAnswerRow(slot: IdempotencySlot, hash: string, status: number, response: SQL): SQL {
  const [open, a, b, c, d, e, close] = KEPT_ANSWER as [SQL, SQL, SQL, SQL, SQL, SQL, SQL];
  return sql`${open}${slot.userId}${a}${slot.routeId}${b}${slot.key}${c}${hash}${d}${status}${e}${response}${close}`;
}

/** Housekeeping for the worker: keys older than 24 h. */
export async function purgeIdempotencyKeys(db: Db): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdOn, sql`now() - interval '24 hours'`))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
