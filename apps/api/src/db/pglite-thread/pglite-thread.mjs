// The embedded database's own thread (a worker_threads Worker): it owns the PGlite instance, so PostgreSQL's
// WebAssembly and PGlite's protocol handling run here and the request thread stays free (bench/README.md, sale
// posting, 29 Nov). Plain JavaScript on purpose: a Worker is started by Node itself, outside tsx, vitest's transform
// and the esbuild bundle, so this file must run as it is in all three (the build copies it beside dist/server.js).
// The messages it answers are described in thread-messages.ts; thread-client.ts is the other side.
import { Blob } from 'node:buffer';
import v8 from 'node:v8';
import vm from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const port = parentPort;
if (!port) throw new Error('pglite-thread.mjs runs only as a worker thread');

/** @type {{ dataDir: string | null, startParams: string[], loadDataDir: Uint8Array | null }} */
const start = workerData;

/** An error as plain data: PostgreSQL's fields (code, constraint, detail, …) survive the trip, functions do not. */
function plainError(err) {
  if (!(err instanceof Error)) return { message: String(err) };
  const fields = { message: err.message, name: err.name, stack: err.stack };
  for (const [key, value] of Object.entries(err)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

/** The column types the caller parses itself (it holds the parser functions, which cannot be sent): left as text here. */
function rawParsers(rawTypes) {
  const parsers = {};
  for (const type of rawTypes ?? []) parsers[type] = (value) => value;
  return parsers;
}

/** A result as sent back: rows, fields, affectedRows, command (a blob is only for COPY, which the app never sends). */
function withoutBlob({ blob: _blob, ...result }) {
  return result;
}

/** Same idea as lib/release-start-up-memory.ts, for this thread's heap: initdb's garbage is collected once now. */
function collectGarbage() {
  v8.setFlagsFromString('--expose-gc');
  try {
    vm.runInNewContext('gc')();
  } finally {
    v8.setFlagsFromString('--no-expose-gc');
  }
}

/** Opens the database; null (and the caller told why) when it cannot be. */
async function open() {
  try {
    const options = { extensions: { pg_trgm }, startParams: start.startParams };
    if (start.loadDataDir) options.loadDataDir = new Blob([start.loadDataDir]);
    const client = start.dataDir ? new PGlite(start.dataDir, options) : new PGlite(options);
    await client.waitReady;
    return client;
  } catch (err) {
    port.postMessage({ type: 'failed', error: plainError(err) });
    port.close();
    return null;
  }
}

const pglite = await open();

async function answer(request) {
  switch (request.op) {
    case 'query': {
      const options = { rowMode: request.rowMode, parsers: rawParsers(request.rawTypes) };
      if (request.paramTypes) options.paramTypes = request.paramTypes;
      return { value: withoutBlob(await pglite.query(request.text, request.params, options)) };
    }
    case 'exec': {
      const results = await pglite.exec(request.text);
      return { value: results.map(withoutBlob) };
    }
    case 'dump': {
      const tarball = await pglite.dumpDataDir(request.compression);
      const bytes = new Uint8Array(await tarball.arrayBuffer());
      return { value: bytes, transfer: [bytes.buffer] };
    }
    case 'close':
      await pglite.close();
      return { value: null };
    default:
      throw new Error(`pglite-thread: unknown request ${request.op}`);
  }
}

if (pglite) {
  collectGarbage();
  port.postMessage({ type: 'ready' });
}

// One request at a time, in the order sent: the caller keeps transactions whole by the order it sends in (PGlite is
// one session), so nothing may overtake.
let queue = Promise.resolve();
port.on('message', (request) => {
  queue = queue.then(async () => {
    try {
      const { value, transfer } = await answer(request);
      port.postMessage({ id: request.id, ok: true, value }, transfer ?? []);
    } catch (err) {
      port.postMessage({ id: request.id, ok: false, error: plainError(err) });
    }
    if (request.op === 'close') port.close();
  });
});
