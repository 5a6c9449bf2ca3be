import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../lib/app-error';
import { keptAnswerRow, startIdempotent, type IdempotencySlot, type IdempotencyStart } from './idempotency';

/** An answer its use case serialized (and so checked against the contract) itself: the route sends it as it is. */
export class SerializedAnswer {
  constructor(readonly payload: string) {}
}

/**
 * What a route registered `answerInWrite` gives its use case (issue 37): a sale written in one statement keeps its own
 * Idempotency-Key answer in that statement, so the key costs no statement of its own before or after it. The route
 * has not claimed the key; the use case either writes `keptAnswer` into its one statement (which must refuse itself,
 * keeping nothing, when the row is not inserted: the key is taken), or calls `claim` before it writes any other way.
 */
export interface AnswerInWrite {
  /** The envelope of a result as the route sends it: the route's serializer, so its contract is checked on the way. */
  serialize(result: unknown): string;
  /**
   * The INSERT that keeps `payload` (SQL giving the answer's text) as the key's 200 answer, or null without a key. It
   * inserts nothing where the key has a row already: a replay, a run in progress, another body or an expired key.
   */
  keptAnswer(payload: SQL): SQL | null;
  /** Claims the key as every other route does before its handler; a replay of a finished request ends the handler. */
  claim(): Promise<void>;
}

/** Thrown by `claim` when the key's first request has finished: the route sends that answer again. */
export class ReplayAnswer extends Error {
  constructor(readonly start: Extract<IdempotencyStart, { kind: 'replay' }>) {
    super('replay');
  }
}

export function sendReplay(reply: FastifyReply, start: Extract<IdempotencyStart, { kind: 'replay' }>) {
  return reply.code(start.status).type('application/json; charset=utf-8').header('idempotent-replayed', 'true').send(start.response);
}

export interface DeferredKey {
  slot: IdempotencySlot;
  hash: string;
  claimed: boolean;
}

/** The use case's side of a route whose key is deferred (`deferred` null: the request has no key). */
export function answerInWrite(req: FastifyRequest, reply: FastifyReply, deferred: DeferredKey | null): AnswerInWrite {
  return {
    serialize: (result) => reply.serialize({ success: true, result: result ?? null }) as string,
    keptAnswer: (payload) => (deferred ? keptAnswerRow(deferred.slot, deferred.hash, 200, payload) : null),
    claim: async () => {
      if (!deferred || deferred.claimed) return;
      // Once only, even when the claim itself is refused (in progress, another body): that refusal is the answer.
      deferred.claimed = true;
      const start = await startIdempotent(req.server.db, deferred.slot, deferred.hash);
      if (start.kind === 'replay') throw new ReplayAnswer(start);
      req.idempotencySlot = deferred.slot;
    },
  };
}

/**
 * A refusal (4xx) reached before the use case claimed the key is kept for replays as any route's is (API.md §1.8):
 * the key is claimed now, so the answer is kept when sent, or it is the first request's answer that goes out.
 */
export async function claimBeforeRefusal(handle: AnswerInWrite, err: unknown): Promise<void> {
  if (err instanceof AppError && err.status < 500) await handle.claim();
}

/** `replace(template, stand-in, value)`: the answer's text with the value only the write statement knows. */
export const answerWith = (template: string, standIn: string, value: SQL) => sql`replace(${template}::text, ${standIn}::text, ${value})`;
