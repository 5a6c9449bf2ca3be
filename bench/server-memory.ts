// Prints the built server's start time (`node` spawned → /api/health answering) and memory (what `npm start` runs):
// resident set size at idle once it answers, after
// 1,000 five-line sales posted over HTTP by 8 tills (a cashier each), and its peak, on the embedded database (PGlite, in the
// server's own process) and on PostgreSQL (a separate process, not counted). Figures only.
// Run: npm run bench:memory   (BENCH_SALES, BENCH_DATABASES=pglite,postgres)
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { addProduct, cashSale, createMember, createOwner, fetchTransport, openRegister, postSale, type Shop } from '@dukani/test-factories';
import { benchDatabaseKinds, openBenchDatabase } from './bench-databases';

const SALES = Number(process.env.BENCH_SALES ?? 1000);
// One cashier per till: the API allows 600 requests a minute per user, and 8 tills post faster than one user may.
const TILLS = 8;
const PRODUCTS = 50;

/** Resident and peak resident memory of a process, in MB, from /proc (Linux). */
function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilUp(baseUrl: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not answer within 60 s');
}

/** The node flags `npm start` gives the server (package.json: heap and thread settings matter here), read so they cannot drift. */
function startFlags(): string[] {
  const start = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start;
  const flags = start.match(/node ((?:--\S+ )*)apps\/api\/dist\/server\.js$/)?.[1];
  if (flags === undefined) throw new Error('package.json start no longer ends with node <flags> apps/api/dist/server.js');
  return flags.trim().split(' ');
}

/** Spawns the built server as `npm start` runs it and waits for /api/health; its start time and idle memory. */
async function startServer(env: NodeJS.ProcessEnv, port: number) {
  const spawnedAt = Date.now();
  const child = spawn(process.execPath, [...startFlags(), 'apps/api/dist/server.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'test', MPESA_SIM_PORT: '0' },
  });
  try {
    await waitUntilUp(`http://127.0.0.1:${port}`, child);
  } catch (err) {
    await stopServer(child);
    throw err;
  }
  const startSeconds = (Date.now() - spawnedAt) / 1000;
  // Idle: what the server holds once started and left alone for a moment (timers, the first GC).
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return { child, startSeconds, idle: memoryOf(child.pid!) };
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
}

async function measure(kind: 'pglite' | 'postgres') {
  const database = await openBenchDatabase(kind);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // A fresh database: the first start also creates every table.
  let { child, startSeconds, idle } = await startServer(database.env, port);
  try {
    console.log(`  ${kind.padEnd(9)} first start (new database) → /api/health ${startSeconds.toFixed(2)} s   idle ${idle.rssMb.toFixed(0)} MB`);
    const transport = fetchTransport(baseUrl);
    const owner = await createOwner(transport);
    const shop: Shop = { token: owner.token, businessId: owner.businessId };
    const products: Array<{ id: number; price: number; name: string }> = [];
    for (let n = 0; n < PRODUCTS; n++) {
      const name = `Bench item ${n}`;
      const { id } = await addProduct(transport, shop, { name, sellingPrice: 50 + n, quantity: 1_000_000 });
      products.push({ id, price: 50 + n, name });
    }
    const tills: Shop[] = [];
    for (let n = 0; n < TILLS; n++) {
      const cashier = await createMember(transport, shop, { roles: ['pos'], name: `Cashier ${n + 1}` });
      const till: Shop = { token: cashier.token, businessId: shop.businessId };
      await openRegister(transport, till, 1000);
      tills.push(till);
    }
    let next = 0;
    let failed = 0;
    const refusals = new Map<number, number>();
    const started = Date.now();
    await Promise.all(
      tills.map(async (till) => {
        for (let n = next++; n < SALES; n = next++) {
          const lines = Array.from({ length: 5 }, (_, k) => {
            const product = products[(n * 7 + k * 11) % products.length]!;
            return { productId: product.id, quantity: 1 + (k % 2), calcPrice: product.price, name: product.name };
          });
          const answer = await postSale(transport, till, cashSale(till, lines));
          if (answer.status !== 200) {
            failed += 1;
            refusals.set(answer.status, (refusals.get(answer.status) ?? 0) + 1);
          }
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const after = memoryOf(child.pid!);
    console.log(
      `  ${kind.padEnd(9)} idle ${idle.rssMb.toFixed(0).padStart(5)} MB   after ${SALES} sales ${after.rssMb.toFixed(0).padStart(5)} MB   peak ${after.peakMb.toFixed(0).padStart(5)} MB   (${(SALES / seconds).toFixed(0)} sales/s${failed ? `, ${failed} failed: ${[...refusals].map(([status, n]) => `${n}× ${status}`).join(', ')}` : ''})`,
    );
    // The everyday start: the same database, already migrated, after a build (issue 18 item 5: ≤ 3 s, idle RSS).
    await stopServer(child);
    ({ child, startSeconds, idle } = await startServer(database.env, port));
    console.log(`  ${kind.padEnd(9)} restart (existing database) → /api/health ${startSeconds.toFixed(2)} s   idle ${idle.rssMb.toFixed(0)} MB`);
  } finally {
    await stopServer(child);
    await database.cleanup();
  }
}

execSync('node scripts/build-app.mjs', { stdio: 'inherit' });
console.log(`Built server memory (resident set, MB), ${SALES} sales by ${TILLS} tills:`);
for (const kind of benchDatabaseKinds()) await measure(kind);
