import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ErrorEnvelope } from '@dukani/contracts';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { RequestValidationError } from '../lib/request-validation-error';
import { renderMessage } from '../lib/messages';
import { pickLanguage } from '../lib/messages/accept-language';
import { describeIssueIn } from '../lib/messages/zod-issue';
import { ResultContractError } from '../http/route-transaction';

const PART_PREFIX: Record<string, string> = { querystring: '', params: '', body: '', headers: 'header ' };

function send(reply: FastifyReply, status: number, body: ErrorEnvelope) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

function fromFastify(err: FastifyError): { status: number; body: ErrorEnvelope } | null {
  switch (err.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        status: 400,
        body: { success: false, code: 'VALIDATION', field: 'body', errordesc: 'body is required: send a JSON body or no Content-Type header' },
      };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, body: { success: false, code: 'VALIDATION', field: 'body', errordesc: 'body is not valid JSON' } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return {
        status: 400,
        body: { success: false, code: 'VALIDATION', field: 'body', errordesc: `body has an unsupported Content-Type; send application/json` },
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
      return { status: 413, body: { success: false, code: 'FILE_TOO_LARGE', errordesc: 'The upload is larger than allowed (2 MB per image)' } };
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return { status: 400, body: { success: false, code: 'VALIDATION', field: 'body', errordesc: 'body is not a readable multipart form' } };
  }
  if (err instanceof SyntaxError || err.statusCode === 400) {
    return { status: 400, body: { success: false, code: 'VALIDATION', field: 'body', errordesc: `body could not be read: ${err.message}` } };
  }
  // @fastify/static refuses a dotfile or a folder with 403: to the client it is simply not there.
  if (err.statusCode === 403 || err.statusCode === 404) {
    return { status: 404, body: { success: false, code: 'NOT_FOUND', errordesc: 'No such file' } };
  }
  if (err.statusCode === 429) {
    return { status: 429, body: { success: false, code: 'RATE_LIMITED', errordesc: 'Too many requests; try again later' } };
  }
  return null;
}

/**
 * Failures the router meets before any route runs (a path that is not valid percent-encoding, a path
 * segment past maxParamLength): the same envelope, naming the path, instead of Fastify's own shape.
 */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const errordesc =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'path has a part that is too long to be an id or a code'
      : 'path has characters that are not valid in an address; check the link';
  return send(reply, 400, { success: false, code: 'VALIDATION', field: 'path', errordesc });
}

/** One place maps every failure onto the envelope of API.md §1.3; 5xx never leak internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const language = pickLanguage(req.headers['accept-language']);
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      const body: ErrorEnvelope = { success: false, code: err.code, errordesc: renderMessage(language, err.text) };
      if (err.field) body.field = err.field;
      if (err.status >= 500) req.log.error({ err }, 'app error');
      return send(reply, err.status, body);
    }
    if (err instanceof RequestValidationError) {
      const first = err.issues[0];
      const described = first ? describeIssueIn(language, first, PART_PREFIX[err.part] ?? '') : { field: err.part, message: err.message };
      return send(reply, 400, { success: false, code: 'VALIDATION', field: described.field, errordesc: described.message });
    }
    if (err instanceof ResultContractError) {
      req.log.error({ routeId: err.routeId, issues: err.issues, url: req.url }, 'result does not match its contract; nothing was saved');
      return send(reply, 500, { success: false, code: 'INTERNAL', errordesc: 'Internal server error' });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ issues: err.cause.issues, url: req.url }, 'response does not match its contract');
      return send(reply, 500, { success: false, code: 'INTERNAL', errordesc: 'Internal server error' });
    }
    const mapped = fromFastify(err);
    if (mapped) return send(reply, mapped.status, mapped.body);
    req.log.error({ err }, 'unhandled error');
    return send(reply, 500, { success: false, code: 'INTERNAL', errordesc: 'Internal server error' });
  });
}
