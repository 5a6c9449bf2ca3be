import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EtimsEndpoint } from '../protocol';
import { RESULT_MESSAGES, type KraAnswer } from './answers';
import type { Fields, KraRequest, SimContext } from './context';
import { takeFault } from './faults';

export const KRA_PREFIX = '/etims-api';
const DEFAULT_TIMEOUT_SECONDS = 60;

export type KraHandler = (request: KraRequest) => KraAnswer;

interface RawBody {
  raw: string;
}
const rawOf = (req: FastifyRequest): string => (req.body && typeof req.body === 'object' && 'raw' in req.body ? (req.body as RawBody).raw : '');

/** Bodies reach handlers as text: an empty or broken body has its own result code (§12.3 rule 3). */
export function installRawBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, { raw: String(body) } satisfies RawBody));
}

/** Admin bodies: any JSON value, or null when there is none or it is not JSON. */
export function readAdminBody(req: FastifyRequest): unknown {
  const raw = rawOf(req);
  if (raw.trim() === '') return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function sendEnvelope(ctx: SimContext, reply: FastifyReply, answer: KraAnswer) {
  const resultMsg = answer.resultMsg ?? RESULT_MESSAGES[answer.resultCd] ?? 'Simulated answer';
  // §12.3 rule 8: data only on success, except 902, which repeats the device's info.
  const data = answer.resultCd === '000' || answer.resultCd === '902' ? (answer.data ?? null) : null;
  return reply
    .status(answer.httpStatus ?? 200)
    .type('application/json')
    .send({ resultCd: answer.resultCd, resultMsg, resultDt: ctx.clock.stamp(), data });
}

/** The connection ends without an answer: the client cannot know whether the authority acted. */
function dropConnection(reply: FastifyReply): void {
  reply.hijack();
  reply.raw.destroy();
}

/** Steps 3–4 of §12.3: body, then the device's headers (compared case-insensitively by Node). */
function authenticate(ctx: SimContext, req: FastifyRequest, endpoint: EtimsEndpoint): KraAnswer | KraRequest {
  const raw = rawOf(req);
  if (raw.trim() === '') return { resultCd: '911' };
  let body: unknown;
  try {
    body = JSON.parse(raw) as unknown;
  } catch {
    return { resultCd: '910', resultMsg: 'Request parameter error: body is not JSON' };
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { resultCd: '910', resultMsg: 'Request parameter error: body is not a JSON object' };
  if (endpoint === 'selectInitOsdcInfo') return { body: body as Fields, tin: '', bhfId: '', device: null };
  const header = (name: string) => {
    const value = req.headers[name.toLowerCase()];
    return typeof value === 'string' ? value.trim() : '';
  };
  const [tin, bhfId, cmcKey] = [header('tin'), header('bhfId'), header('cmcKey')];
  if (!tin || !bhfId || !cmcKey) return { resultCd: '900' };
  const device = ctx.state.devices.find((entry) => entry.isInitialised && entry.tin === tin && entry.bhfId === bhfId && entry.cmcKey === cmcKey);
  if (!device) return { resultCd: '901' };
  return { body: body as Fields, tin, bhfId, device };
}

function processRequest(ctx: SimContext, req: FastifyRequest, endpoint: EtimsEndpoint, handler: KraHandler): KraAnswer {
  const request = authenticate(ctx, req, endpoint);
  if ('resultCd' in request) return request;
  const answer = handler(request);
  // Reads change nothing (initialisation may provision a device); everything else goes to the state file.
  if (!endpoint.startsWith('select') || endpoint === 'selectInitOsdcInfo') ctx.store.markChanged();
  return answer;
}

/** A KRA endpoint: faults first, then the §12.3 pipeline, then the handler. Other methods answer 405 + 912. */
export function registerKraRoute(app: FastifyInstance, ctx: SimContext, endpoint: EtimsEndpoint, handler: KraHandler): void {
  const url = `${KRA_PREFIX}/${endpoint}`;
  app.post(url, async (req, reply) => {
    const tinHeader = req.headers.tin;
    const fault = takeFault(ctx, endpoint, typeof tinHeader === 'string' ? tinHeader.trim() : '');
    if (ctx.state.config.latencyMs > 0) await ctx.sleep(ctx.state.config.latencyMs);
    if (!fault) return sendEnvelope(ctx, reply, processRequest(ctx, req, endpoint, handler));
    if (fault.kind === 'http500') return reply.status(500).type('text/html').send('<html><body><h1>500 Internal Server Error</h1></body></html>');
    if (fault.kind === 'html')
      return reply.status(200).type('text/html').send('<html><body><h1>eTIMS is under maintenance</h1><p>Please try again later.</p></body></html>');
    if (fault.kind.startsWith('resultCd:')) return sendEnvelope(ctx, reply, { resultCd: fault.kind.slice('resultCd:'.length) });
    if (fault.kind === 'commitThenDrop' || fault.commit) processRequest(ctx, req, endpoint, handler);
    if (fault.kind === 'timeout') await ctx.sleep((fault.seconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000);
    return dropConnection(reply);
  });
  app.route({
    method: ['GET', 'PUT', 'DELETE', 'PATCH'],
    url,
    handler: async (_req, reply) => sendEnvelope(ctx, reply, { resultCd: '912', httpStatus: 405 }),
  });
}
