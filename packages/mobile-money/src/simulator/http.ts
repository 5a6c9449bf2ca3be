import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SimEndpoint, SimulatorContext } from './context';
import { createRequestId } from './generate';

export type Fields = Record<string, unknown>;

/** The body as received: routes decide what a wrong content type means, as Daraja does (§14.2 rule 2). */
interface RawBody {
  contentType: string;
  raw: string;
}

const isRawBody = (value: unknown): value is RawBody => !!value && typeof value === 'object' && 'raw' in value && 'contentType' in value;

export function installRawBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (req, body, done) => {
    done(null, { contentType: String(req.headers['content-type'] ?? ''), raw: String(body) } satisfies RawBody);
  });
}

/** The JSON object of a request sent as application/json; null otherwise. */
export function readJsonBody(req: FastifyRequest): Fields | null {
  if (!isRawBody(req.body) || !/^application\/json\b/i.test(req.body.contentType)) return null;
  try {
    const parsed = JSON.parse(req.body.raw) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Fields) : null;
  } catch {
    return null;
  }
}

/** Control-plane bodies: any JSON object, or nothing. */
export function readControlBody(req: FastifyRequest): Fields {
  if (!isRawBody(req.body) || req.body.raw.trim() === '') return {};
  try {
    const parsed = JSON.parse(req.body.raw) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Fields) : {};
  } catch {
    return {};
  }
}

/** The HTTP status follows the code's first part (`404.001.03` → 404). */
export function statusOfCode(errorCode: string): number {
  const status = Number(errorCode.split('.')[0]);
  return status >= 400 && status <= 599 ? status : 500;
}

export function sendDarajaError(reply: FastifyReply, errorCode: string, errorMessage: string, options: { requestId?: string; httpStatus?: number } = {}) {
  return reply.status(options.httpStatus ?? statusOfCode(errorCode)).send({ requestId: options.requestId ?? createRequestId(), errorCode, errorMessage });
}

export const sendInvalidField = (reply: FastifyReply, field: string) => sendDarajaError(reply, '400.002.02', `Bad Request - Invalid ${field}`);

/** First field of `fields` that is missing or empty. */
export function findMissingField(body: Fields, fields: readonly string[]): string | undefined {
  return fields.find((field) => body[field] === undefined || body[field] === null || String(body[field]).trim() === '');
}

/** A Safaricom MSISDN as Daraja wants it: 12 digits, no `+` (§3.1). */
export const MSISDN = /^254[71]\d{8}$/;

/** Amount: an integer ≥ 1, as a number or a numeric string (§14.2 rule 7). */
export function readWholeAmount(value: unknown): number | null {
  const amount = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isInteger(amount) && amount >= 1 ? amount : null;
}

/** Words Daraja is said to refuse in callback URLs (§12). */
const BANNED_URL_WORDS = ['mpesa', 'm-pesa', 'safaricom', 'exe', 'exec', 'cmd', 'sql', 'query'];

export function isAcceptableUrl(value: unknown, enforceWordBan: boolean): boolean {
  if (typeof value !== 'string' || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return !enforceWordBan || !BANNED_URL_WORDS.some((word) => value.toLowerCase().includes(word));
}

/** Bearer token issued by the simulator and not yet expired on the virtual clock (§14.2 rule 1). */
export function hasValidToken(ctx: SimulatorContext, req: FastifyRequest): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  const token = match ? ctx.state.tokens.get(match[1]!) : undefined;
  return !!token && token.expiresAt > ctx.clock.nowMs();
}

export const sendInvalidToken = (reply: FastifyReply) => sendDarajaError(reply, '404.001.03', 'Invalid Access Token');

/**
 * Registers a business route: POST does the work, GET answers 405 as Daraja does, and injected faults for
 * the endpoint run first.
 */
export function registerDarajaRoute(
  app: FastifyInstance,
  ctx: SimulatorContext,
  endpoint: SimEndpoint,
  path: string,
  handler: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  method: 'GET' | 'POST' = 'POST',
): void {
  app.route({
    method,
    url: path,
    handler: async (req, reply) => {
      const fault = ctx.state.faults.find((f) => f.endpoint === endpoint && f.remaining > 0);
      if (fault) {
        fault.remaining -= 1;
        if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
        if (fault.rawBody !== undefined || (fault.httpStatus && !fault.errorCode)) {
          return reply
            .status(fault.httpStatus ?? 200)
            .type('text/html')
            .send(fault.rawBody ?? '');
        }
        if (fault.errorCode) {
          return sendDarajaError(reply, fault.errorCode, fault.errorMessage ?? 'Simulated failure', fault.httpStatus ? { httpStatus: fault.httpStatus } : {});
        }
      }
      return handler(req, reply);
    },
  });
  if (method === 'POST') app.get(path, async (_req, reply) => sendDarajaError(reply, '405.001', 'Method Not Allowed'));
}
