import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { Readiness } from './http/readiness';
import { msg, renderMessage } from './lib/messages';

export interface Served {
  app: FastifyInstance;
  server: http.Server;
  readiness: Readiness;
  /** http://host:port the server listens on. */
  url: string;
  /** SIGTERM's work: ready 503, keep serving SHUTDOWN_DELAY_MS, close the listener, let requests finish, close the app. */
  shutdown(): Promise<void>;
}

type Log = Pick<FastifyInstance['log'], 'info' | 'warn'>;

/**
 * Until the app is built (the database opened, the migrations applied or waited for) the port already answers, every
 * path 503 with Retry-After: the readiness check says "not yet" to a load balancer, and the liveness check too, as it
 * did when the port was still closed (scripts, tests and benches wait on it; an orchestrator gives a start-up its own
 * probe on /api/ready, see docs/OPERATIONS.md).
 */
function answerWhileStarting(readiness: Readiness) {
  return (_req: http.IncomingMessage, res: http.ServerResponse) => {
    const errordesc = renderMessage('en', msg(readiness.phase === 'draining' ? 'system.draining' : 'system.starting'));
    res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '5' });
    res.end(JSON.stringify({ success: false, code: 'UNAVAILABLE', errordesc }));
  };
}

function listen(server: http.Server, port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address() as AddressInfo;
      const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      resolve(`http://${shown}:${address.port}`);
    });
  });
}

/**
 * The process's HTTP life (issue 35): the port is open from the first moment (GET /api/ready 503 while starting and
 * while the migrations wait), requests go to the app once it is ready, and `shutdown` drains: ready 503 at once,
 * requests still served for SHUTDOWN_DELAY_MS so the load balancer can notice, then no new connections, every answer
 * closes its connection, and requests in flight get SHUTDOWN_GRACE_MS to finish before their connections are cut.
 * Only then is the app closed (worker, database). The server is ours rather than Fastify's so it can listen before the
 * app exists; Fastify's own request handler (`app.routing`) serves it from then on.
 */
export async function serve(options: {
  config: Config;
  build: (readiness: Readiness) => Promise<FastifyInstance>;
  log?: Log;
  /** Told the address as soon as the port answers, before the app is built. */
  onListening?: (url: string) => void;
}): Promise<Served> {
  const { config } = options;
  const readiness = new Readiness();
  let handle: http.RequestListener = answerWhileStarting(readiness);
  const server = http.createServer((req, res) => {
    if (readiness.phase === 'draining') res.setHeader('connection', 'close');
    handle(req, res);
  });
  // Longer than a load balancer's idle timeout (Fastify's default), so the balancer closes an idle connection first.
  server.keepAliveTimeout = 72_000;
  const url = await listen(server, config.PORT, config.HOST);
  options.onListening?.(url);
  let app: FastifyInstance;
  try {
    app = await options.build(readiness);
    await app.ready();
  } catch (err) {
    server.closeAllConnections();
    server.close();
    throw err;
  }
  handle = app.routing;
  readiness.set('serving');

  let shutting: Promise<void> | null = null;
  const shutdown = () =>
    (shutting ??= (async () => {
      readiness.set('draining');
      // The outbox worker stops claiming at once and finishes (or gives back) what it holds while the HTTP side
      // drains, so no job is left Running for another process to wait out its lease.
      const workerStopped = app.outboxWorker?.stop() ?? Promise.resolve();
      const log = options.log ?? app.log;
      log.info({ delayMs: config.SHUTDOWN_DELAY_MS, graceMs: config.SHUTDOWN_GRACE_MS }, 'draining: /api/ready answers 503');
      if (config.SHUTDOWN_DELAY_MS > 0) await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DELAY_MS));
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // A keep-alive connection whose request began before the drain goes idle after its answer: close it then.
      server.closeIdleConnections();
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      const cut = setTimeout(() => {
        log.warn('requests still running after SHUTDOWN_GRACE_MS: their connections are cut');
        server.closeAllConnections();
      }, config.SHUTDOWN_GRACE_MS);
      await closed;
      clearInterval(sweep);
      clearTimeout(cut);
      await workerStopped;
      await app.close();
    })());
  return { app, server, readiness, url, shutdown };
}
