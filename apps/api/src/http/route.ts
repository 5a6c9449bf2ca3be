import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  buildPath,
  envelope,
  errorEnvelopeSchema,
  type RouteBody,
  type RouteContract,
  type RouteParams,
  type RouteQuery,
  type RouteResult,
  type StreamedFile,
} from '@dukani/contracts';
import type { Db } from '../db/client';
import type { Config } from '../config';
import type { AuthContext } from '../lib/auth-context';
import { authenticate, authorize } from './authorize';
import { runRouteHandler } from './route-transaction';
import { readCsvUpload, readMultipart, removeStoredFiles, storeFiles, type PendingFile, type Uploads } from './uploads';
import { finishIdempotent, parseIdempotencyKey, requestHash, startIdempotent, type IdempotencySlot } from './idempotency';
import { answerInWrite, claimBeforeRefusal, ReplayAnswer, sendReplay, SerializedAnswer, type AnswerInWrite, type DeferredKey } from './answer-in-write';

/** API.md §1.9: bulk uploads are at most 5 MB. */
const MAX_CSV_BYTES = 5 * 1024 * 1024;

export interface PublicContext<C> {
  params: RouteParams<C>;
  query: RouteQuery<C>;
  body: RouteBody<C>;
  db: Db;
  config: Config;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteContext<C> extends PublicContext<C> {
  auth: AuthContext;
  uploads: Uploads;
  /** The CSV file of a bulk-upload route (`csvPart`). */
  csv: Buffer | null;
  /** The answer's serializer and, on an `answerInWrite` route, its Idempotency-Key left to the use case. */
  answer: AnswerInWrite;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
    pendingFiles?: PendingFile[];
    csvFile?: Buffer;
    idempotencySlot?: IdempotencySlot;
    deferredKey?: DeferredKey;
  }
}

/** `/api/User/GetUsers/{businessId}` → `/api/User/GetUsers/:businessId`. */
export const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

function schemaOf(contract: RouteContract) {
  return {
    operationId: contract.id,
    summary: `${contract.id} · ${contract.summary}`,
    tags: [contract.tag],
    ...(contract.auth === 'pub' ? { security: [] } : {}),
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.query ? { querystring: contract.query } : {}),
    ...(contract.body ? { body: contract.body } : {}),
    response: {
      ...(contract.csvDownload || contract.pdfDownload || contract.zipDownload ? {} : { 200: contract.raw ? contract.result : envelope(contract.result) }),
      '4xx': errorEnvelopeSchema,
      '5xx': errorEnvelopeSchema,
    },
  };
}

/**
 * Register a route that needs a token; the handler runs only after scope, plan and role checks pass. A write route's
 * handler runs in a transaction the route opens, unless it `ownsWrites` (http/route-transaction).
 */
export function route<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: (ctx: RouteContext<C>) => Promise<RouteResult<C> | SerializedAnswer>,
  options: { ownsWrites?: boolean; answerInWrite?: boolean } = {},
) {
  if (contract.auth === 'pub') throw new Error(`${contract.id} is public: use publicRoute`);
  app.route({
    method: contract.method,
    url: fastifyPath(contract.path),
    schema: schemaOf(contract),
    onRequest: async (req) => {
      const base = await authenticate(app.db, req, app.config.JWT_SECRET, app.userRateLimiter, app.authState);
      (req as FastifyRequest & { authBase?: typeof base }).authBase = base;
    },
    preValidation: async (req) => {
      if (contract.csvPart) {
        req.csvFile = await readCsvUpload(req, contract.csvPart, MAX_CSV_BYTES);
      } else if (contract.multipart && req.isMultipart()) {
        const { body, files } = await readMultipart(req, contract.files ?? []);
        req.body = body;
        req.pendingFiles = files;
      }
    },
    preHandler: async (req, reply) => {
      const base = (req as FastifyRequest & { authBase?: Awaited<ReturnType<typeof authenticate>> }).authBase!;
      req.auth = await authorize(app.db, req, contract, base, app.authState);
      const key = contract.idem ? parseIdempotencyKey(req.headers['idempotency-key']) : null;
      if (!key) return;
      const slot = { userId: req.auth.userId, routeId: contract.id, key };
      const hash = requestHash([req.params, req.query, req.body, ...(req.pendingFiles ?? []).map((file) => file.data), req.csvFile]);
      // Left to the use case, which keeps its answer in its own write statement (http/answer-in-write).
      if (options.answerInWrite) {
        req.deferredKey = { slot, hash, claimed: false };
        return;
      }
      const start = await startIdempotent(app.db, slot, hash);
      if (start.kind === 'replay') return sendReplay(reply, start);
      req.idempotencySlot = slot;
    },
    onSend: async (req, reply, payload) => {
      const slot = req.idempotencySlot;
      if (!slot) return payload;
      req.idempotencySlot = undefined;
      await finishIdempotent(app.db, slot, reply.statusCode, typeof payload === 'string' ? payload : String(payload ?? ''));
      return payload;
    },
    handler: async (req, reply) => {
      // Stored only now, so a request refused by validation or authorisation leaves no file behind.
      const uploads = await storeFiles(req.pendingFiles ?? [], app.fileStorage);
      const answer = answerInWrite(req, reply, req.deferredKey ?? null);
      const run = () =>
        runRouteHandler(
          app.db,
          contract,
          (db) =>
            handler({
              params: req.params as RouteParams<C>,
              query: req.query as RouteQuery<C>,
              body: req.body as RouteBody<C>,
              auth: req.auth!,
              uploads,
              csv: req.csvFile ?? null,
              db,
              config: app.config,
              req,
              reply,
              answer,
            }),
          options,
        );
      let result: RouteResult<C> | SerializedAnswer;
      try {
        try {
          result = await run();
        } catch (err) {
          await claimBeforeRefusal(answer, err);
          throw err;
        }
      } catch (err) {
        // Nothing was saved, so nothing may point at the files: a refused request leaves no stored file.
        await removeStoredFiles(uploads, app.fileStorage);
        if (err instanceof ReplayAnswer) return sendReplay(reply, err.start);
        throw err;
      }
      if (result instanceof SerializedAnswer) return reply.type('application/json; charset=utf-8').send(result.payload);
      if (contract.csvDownload) {
        return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${contract.csvDownload}"`).send(result);
      }
      return sendResult(contract, reply, result);
    },
  });
}

/** Register a `pub` route: no token. */
export function publicRoute<C extends RouteContract>(app: FastifyInstance, contract: C, handler: (ctx: PublicContext<C>) => Promise<RouteResult<C>>) {
  app.route({
    method: contract.method,
    url: fastifyPath(contract.path),
    schema: schemaOf(contract),
    handler: async (req, reply) => {
      const result = await runRouteHandler(app.db, contract, (db) =>
        handler({
          params: req.params as RouteParams<C>,
          query: req.query as RouteQuery<C>,
          body: req.body as RouteBody<C>,
          db,
          config: app.config,
          req,
          reply,
        }),
      );
      return sendResult(contract, reply, result);
    },
  });
}

/**
 * `attachment` with an ASCII name for old clients and the exact UTF-8 name (RFC 6266 / 5987) for the rest: a
 * header may carry ASCII only, and a shop's name need not be.
 */
export function attachmentHeader(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'download';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** The reply: the provider's own JSON (`raw`), a PDF, a streamed zip, or the envelope. */
function sendResult(contract: RouteContract, reply: FastifyReply, result: unknown) {
  if (contract.raw) return result;
  if (contract.zipDownload) {
    const file = result as StreamedFile;
    // Sent as it is written: the bytes are pulled from the use case only as fast as the client reads them.
    return reply.type('application/zip').header('content-disposition', attachmentHeader(file.fileName)).send(Readable.from(file.bytes));
  }
  if (contract.pdfDownload) {
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${contract.pdfDownload}"`)
      .send(Buffer.from(result as Uint8Array));
  }
  return { success: true, result: result ?? null };
}

export { buildPath };
