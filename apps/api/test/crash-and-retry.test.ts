// The server killed with SIGKILL under concurrent sales and started again on the same data (PGlite folder
// or PostgreSQL database), while a proxy drops one answer in five and the tills retry with the same
// Idempotency-Key and clientSaleId until the sale is recorded. Afterwards: every sale is there exactly once,
// each product's stock equals the sum of its movements (the opening one included) and its opening stock minus what was sold,
// and the register's totals equal the sum of the payments.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { SalePayload } from '@dukani/contracts';
import { addProduct, cashSale, closeRegister, createOwner, fetchTransport, openRegister, type Shop } from '@dukani/test-factories';
import { openDatabase } from '../src/db/client';
import { testDatabaseKind } from './database';
import { adminQuery, databaseUrlOf } from './postgres-admin';

const TILLS = 4;
const SALES_PER_TILL = 25;
const KILL_AFTER_ACKS = 30;
const OPENING_STOCK = 500;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Forwards to the server; one answer in five is dropped after the server has done the work. */
function flakyProxy(targetPort: number) {
  let dropped = 0;
  const server = http.createServer((req, res) => {
    const upstream = http.request({ host: '127.0.0.1', port: targetPort, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        if (req.method === 'POST' && Math.random() < 0.2) {
          dropped += 1;
          res.destroy();
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        res.end(Buffer.concat(chunks));
      });
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  return { server, dropped: () => dropped };
}

async function database(): Promise<{ env: Record<string, string>; open(): ReturnType<typeof openDatabase>; cleanup(): Promise<void> }> {
  if (testDatabaseKind === 'postgres') {
    const name = `dukani_crash_${crypto.randomBytes(4).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const url = databaseUrlOf(name);
    return {
      env: { DATABASE_URL: url, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'dukani-crash-')) },
      open: () => openDatabase({ databaseUrl: url, dataDir: 'memory' }),
      cleanup: () => adminQuery(`drop database if exists ${name} with (force)`),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukani-crash-'));
  return { env: { DATA_DIR: dir }, open: () => openDatabase({ dataDir: dir }), cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

function startServer(port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'error', MPESA_SIM_PORT: '0', TRUST_PROXY: 'true' },
  });
}

async function untilUp(baseUrl: string, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * One sale, sent until it is recorded, as the till does: the same key and clientSaleId on every retry. A
 * key whose first try died with the server stays "in progress" for minutes, so then the till sends the sale
 * under a new key: the clientSaleId still makes a second copy impossible, and "already recorded" (409
 * DUPLICATE) is as good an answer as 200.
 */
async function sendUntilRecorded(baseUrl: string, shop: Shop, sale: SalePayload): Promise<'recorded' | 'already recorded' | number> {
  let key = crypto.randomUUID();
  for (;;) {
    try {
      const response = await fetch(`${baseUrl}/api/Transactions/AddKraSale/${shop.businessId}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${shop.token}`, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(sale),
      });
      const code = response.status === 200 ? null : ((await response.json()) as { code?: string }).code;
      if (response.status === 200) return 'recorded';
      if (code === 'DUPLICATE') return 'already recorded';
      if (code === 'IDEMPOTENCY_IN_PROGRESS') key = crypto.randomUUID();
      else if (response.status < 500) return response.status;
    } catch {
      // The answer was dropped, or the server is down: the till tries again.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe(`crash and retry (${testDatabaseKind})`, () => {
  it('loses and doubles nothing when the server is killed mid-sale and answers are dropped', async () => {
    const db = await database();
    cleanups.push(db.cleanup);
    const serverPort = await freePort();
    let server = startServer(serverPort, db.env);
    cleanups.push(() => void server.kill('SIGKILL'));
    const direct = `http://127.0.0.1:${serverPort}`;
    await untilUp(direct, server);

    const transport = fetchTransport(direct);
    const owner = await createOwner(transport);
    const shop: Shop = { token: owner.token, businessId: owner.businessId };
    const products = await Promise.all(
      [80, 120, 250].map((price, n) => addProduct(transport, shop, { name: `Item ${n}`, sellingPrice: price, quantity: OPENING_STOCK })),
    );
    const register = await openRegister(transport, shop, 1000);

    const proxy = flakyProxy(serverPort);
    const proxyPort = await new Promise<number>((resolve) =>
      proxy.server.listen(0, '127.0.0.1', () => resolve((proxy.server.address() as net.AddressInfo).port)),
    );
    cleanups.push(() => void proxy.server.close());
    const viaProxy = `http://127.0.0.1:${proxyPort}`;

    const sales: SalePayload[] = [];
    let acknowledged = 0;
    let restarted = false;
    const tills = Array.from({ length: TILLS }, async (_, till) => {
      for (let n = 0; n < SALES_PER_TILL; n++) {
        const product = products[(till + n) % products.length]!;
        const sale = cashSale(shop, [{ productId: product.id, quantity: 1 + (n % 3), calcPrice: product.sellingPrice, name: product.name }], {
          clientSaleId: crypto.randomUUID(),
        });
        sales.push(sale);
        const outcome = await sendUntilRecorded(viaProxy, shop, sale);
        expect(['recorded', 'already recorded'], `sale ${sale.clientSaleId}: ${outcome}`).toContain(outcome);
        acknowledged += 1;
        if (acknowledged === KILL_AFTER_ACKS && !restarted) {
          restarted = true;
          server.kill('SIGKILL');
          await new Promise((resolve) => server.once('exit', resolve));
          server = startServer(serverPort, db.env);
          await untilUp(direct, server);
        }
      }
    });
    await Promise.all(tills);
    expect(restarted).toBe(true);
    expect(proxy.dropped()).toBeGreaterThan(0);

    const closed = await closeRegister(transport, shop, register.id, 0);
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));

    const check = await db.open();
    try {
      const stored = rowsOf<{ client_sale_id: string; times: number; total: string }>(
        await check.db.execute(
          sql`select client_sale_id, count(*)::int as times, sum(total) as total from transactions where business_id = ${shop.businessId} group by 1`,
        ),
      );
      expect(stored.filter((row) => row.times !== 1)).toEqual([]);
      expect(new Set(stored.map((row) => row.client_sale_id))).toEqual(new Set(sales.map((sale) => sale.clientSaleId)));

      for (const product of products) {
        const sold = sales
          .flatMap((sale) => sale.itemList)
          .filter((line) => line.productId === product.id)
          .reduce((sum, line) => sum + line.quantity, 0);
        const [row] = rowsOf<{ quantity: string; moved: string }>(
          await check.db.execute(
            sql`select p.quantity, coalesce((select sum(m.change) from stock_movements m where m.product_id = p.id), 0) as moved from products p where p.id = ${product.id}`,
          ),
        );
        expect(Number(row!.quantity), `stock of ${product.name}`).toBe(OPENING_STOCK - sold);
        // The opening stock is itself a movement (Opening), so the count is the sum of every movement.
        expect(Number(row!.quantity), `movements of ${product.name}`).toBe(Number(row!.moved));
      }

      const [paid] = rowsOf<{ paid: string }>(
        await check.db.execute(
          sql`select coalesce(sum(p.amount), 0) as paid from transaction_payments p join transactions t on t.id = p.transaction_id where t.business_id = ${shop.businessId}`,
        ),
      );
      const saleTotal = stored.reduce((sum, row) => sum + Number(row.total), 0);
      expect(closed.totalSales).toBeCloseTo(Number(paid!.paid), 2);
      expect(closed.totalSales).toBeCloseTo(saleTotal, 2);
      expect(closed.salesCount).toBe(sales.length);
    } finally {
      await check.close();
    }
  }, 240_000);
});
