import type { FastifyInstance } from 'fastify';
import { invalid } from '../lib/app-error';

/** Deeper than any contract's body: a request nested further is refused before anything walks it. */
export const MAX_BODY_DEPTH = 32;

/** How deep a parsed JSON value nests, walked with a queue so that the check itself cannot overflow the stack. */
export function exceedsDepth(value: unknown, limit = MAX_BODY_DEPTH): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; level.length > 0; depth++) {
    if (depth > limit) return true;
    const next: unknown[] = [];
    for (const item of level) if (item && typeof item === 'object') next.push(...Object.values(item));
    level = next;
  }
  return false;
}

/**
 * Fastify's JSON parser (with its prototype-poisoning guard), then a depth check: a body of 5,000 nested
 * arrays parses, but hashing or validating it recursively would exhaust the stack and answer 500.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    parse(req, String(body), (err, value) => {
      if (err) return done(err, undefined);
      if (exceedsDepth(value)) return done(invalid('body', 'request.bodyTooDeep', { max: MAX_BODY_DEPTH }), undefined);
      done(null, value);
    });
  });
}
