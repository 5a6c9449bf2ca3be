import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Transport } from '@dukani/test-factories';

/** The factories' transport for an app in this process: `app.inject`, no socket (API tests, the demo seed). */
export function injectTransport(app: FastifyInstance): Transport {
  return {
    async send(request) {
      const response = await app.inject({
        method: request.method,
        url: request.path,
        headers: request.headers,
        ...(request.body !== undefined ? { payload: request.body as InjectOptions['payload'] } : {}),
      });
      let body: unknown;
      try {
        body = response.json();
      } catch {
        body = response.body;
      }
      return { status: response.statusCode, body, headers: response.headers };
    },
  };
}
