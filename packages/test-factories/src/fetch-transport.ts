import type { Transport } from './transport';

/** A transport for a running server (browser tests' set-up, bench/, the demo seed's smoke checks). */
export function fetchTransport(baseUrl: string): Transport {
  const origin = baseUrl.replace(/\/$/, '');
  return {
    async send(request) {
      const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
      let body: string | undefined;
      if (request.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
      }
      const response = await fetch(`${origin}${request.path}`, { method: request.method, headers, body });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON (a CSV, an HTML error page): the caller gets the text.
      }
      return { status: response.status, body: parsed, headers: Object.fromEntries(response.headers.entries()) };
    },
  };
}
