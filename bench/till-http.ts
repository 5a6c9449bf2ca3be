// The tills' HTTP client in bench:sales (issue 37): node:http on one kept-alive socket a till, the answer gunzipped
// in one call. The tills stand for phones and laptops in many shops; on this one machine their client's CPU is taken
// from the cores the server and PostgreSQL share, which a hosted server's clients never take. `fetch` (undici, its
// web streams, an abort signal and a stream decompressor per answer) cost the tills' process 1.2–1.5 ms a sale (30
// Nov), more than half the server's own share. It asks for gzip as `fetch` does over plain HTTP (and a browser),
// so the server compresses each answer as it did.
import http from 'node:http';
import zlib from 'node:zlib';
import type { Transport, TransportRequest, TransportResponse } from '@dukani/test-factories';

/** A transport whose requests go out one at a time on the socket of its own agent; `close` lets the socket go. */
export function tillTransport(baseUrl: string): Transport & { close(): void } {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return {
    send(request: TransportRequest): Promise<TransportResponse> {
      const body = request.body === undefined ? undefined : typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
      const headers: Record<string, string | number> = { accept: 'application/json', 'accept-encoding': 'gzip, deflate', ...request.headers };
      if (body !== undefined) {
        headers['content-type'] ??= 'application/json';
        headers['content-length'] = Buffer.byteLength(body);
      }
      return new Promise((resolve, reject) => {
        const outgoing = http.request({ host: url.hostname, port: url.port, path: request.path, method: request.method, headers, agent }, (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('error', reject);
          answer.on('end', () => {
            const raw = Buffer.concat(chunks);
            const encoding = answer.headers['content-encoding'];
            const text = (encoding === 'gzip' ? zlib.gunzipSync(raw) : encoding === 'deflate' ? zlib.inflateSync(raw) : raw).toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = JSON.parse(text);
            } catch {
              // Not JSON: the caller gets the text, as from fetchTransport.
            }
            resolve({ status: answer.statusCode ?? 0, body: parsed, headers: answer.headers });
          });
        });
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}
