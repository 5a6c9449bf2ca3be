import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildPath, envelope, errorEnvelopeSchema, type RouteBody, type RouteContract, type RouteParams, type RouteQuery, type RouteResult } from '@dukani/contracts';
import type { Db } from '../db/client';
import type { Config } from '../config';
import { authenticate, authorize, type AuthContext } from '../plugins/authorize';
import { readMultipart, storeFiles, type PendingFile, type Uploads } from '../plugins/uploads';

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
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
    pendingFiles?: PendingFile[];
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
    response: { 200: envelope(contract.result), '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema },
  };
}

/** Register a route that needs a token; the handler runs only after scope, plan and role checks pass. */
export function route<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: (ctx: RouteContext<C>) => Promise<RouteResult<C>>,
) {
  if (contract.auth === 'pub') throw new Error(`${contract.id} is public: use publicRoute`);
  app.route({
    method: contract.method,
    url: fastifyPath(contract.path),
    schema: schemaOf(contract),
    onRequest: async (req) => {
      const base = await authenticate(app.db, req, app.config.JWT_SECRET, app.userRateLimiter);
      (req as FastifyRequest & { authBase?: typeof base }).authBase = base;
    },
    preValidation: async (req) => {
      if (contract.multipart && req.isMultipart()) {
        const { body, files } = await readMultipart(req);
        req.body = body;
        req.pendingFiles = files;
      }
    },
    preHandler: async (req) => {
      const base = (req as FastifyRequest & { authBase?: Awaited<ReturnType<typeof authenticate>> }).authBase!;
      req.auth = await authorize(app.db, req, contract, base);
    },
    handler: async (req, reply) => {
      const result = await handler({
        params: req.params as RouteParams<C>,
        query: req.query as RouteQuery<C>,
        body: req.body as RouteBody<C>,
        auth: req.auth!,
        // Stored only now, so a request refused by validation or authorisation leaves no file behind.
        uploads: await storeFiles(req.pendingFiles ?? [], app.uploadsDir),
        db: app.db,
        config: app.config,
        req,
        reply,
      });
      return { success: true, result: result ?? null };
    },
  });
}

/** Register a `pub` route: no token. */
export function publicRoute<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: (ctx: PublicContext<C>) => Promise<RouteResult<C>>,
) {
  app.route({
    method: contract.method,
    url: fastifyPath(contract.path),
    schema: schemaOf(contract),
    handler: async (req, reply) => {
      const result = await handler({
        params: req.params as RouteParams<C>,
        query: req.query as RouteQuery<C>,
        body: req.body as RouteBody<C>,
        db: app.db,
        config: app.config,
        req,
        reply,
      });
      return { success: true, result: result ?? null };
    },
  });
}

export { buildPath };
