import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DARAJA_PATHS } from '../protocol';
import type { SimulatorContext } from './context';
import { registerDarajaRoute, sendDarajaError } from './http';

/** `GET /oauth/v1/generate` (§2): Basic credentials of a configured app in, a bearer token out. */
export function registerOauthRoutes(app: FastifyInstance, ctx: SimulatorContext): void {
  registerDarajaRoute(
    app,
    ctx,
    'oauth',
    DARAJA_PATHS.token,
    async (req, reply) => {
      const match = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
      const [key, ...secretParts] = match ? Buffer.from(match[1]!, 'base64').toString('utf8').split(':') : [];
      const secret = secretParts.join(':');
      const known = ctx.options.apps.find((a) => a.consumerKey === key && a.consumerSecret === secret);
      if (!known) return sendDarajaError(reply, '400.008.01', 'Invalid Authentication passed');
      if ((req.query as { grant_type?: unknown }).grant_type !== 'client_credentials') {
        return sendDarajaError(reply, '400.008.02', 'Invalid grant type passed');
      }
      const token = crypto.randomBytes(21).toString('base64url');
      ctx.state.tokens.set(token, { consumerKey: known.consumerKey, expiresAt: ctx.clock.nowMs() + ctx.options.tokenTtlSeconds * 1000 });
      // expires_in is a string on the real gateway.
      return { access_token: token, expires_in: String(ctx.options.tokenTtlSeconds) };
    },
    'GET',
  );
}
