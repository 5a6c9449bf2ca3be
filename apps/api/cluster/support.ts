import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { addProduct, cashSale, fetchTransport, postSale, type Shop, type Transport } from '@dukani/test-factories';

/**
 * A transport that names a client address of its own: the per-IP limits then count per test, not per machine. The
 * development SMS outbox (where the tests read sign-in codes) answers only a direct request from this computer, so
 * its reads go straight to an API process, past the balancer and with no forwarded address.
 */
export function clientTransport(baseUrl: string, address = randomClientAddress(), outboxUrl = inject('apiUrls')[0]!): Transport {
  const inner = fetchTransport(baseUrl);
  const outbox = fetchTransport(outboxUrl);
  return {
    send: (request) =>
      request.path.startsWith('/api/Dev/') ? outbox.send(request) : inner.send({ ...request, headers: { ...request.headers, 'x-forwarded-for': address } }),
  };
}

export function randomClientAddress(): string {
  const bytes = crypto.randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

/** Polls `check` until it answers true; resolves with the milliseconds it took, or rejects after `timeoutMs`. */
export async function millisecondsUntil(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (await check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`not true within ${timeoutMs} ms`);
}

export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(`${what}: not reached within ${timeoutMs} ms (last: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}

/** One statement on the cluster's database, for what no route shows (duplicates, job states). */
export async function databaseQuery<T extends pg.QueryResultRow>(databaseUrl: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** A product with plenty of stock, and a one-line cash sale of it sent through any process. */
export async function stockedProduct(transport: Transport, shop: Shop, quantity = 5_000) {
  const product = await addProduct(transport, shop, { name: `Unga ${crypto.randomUUID().slice(0, 6)}`, sellingPrice: 120, quantity });
  const sale = (through: Transport, key?: string) =>
    postSale(through, shop, cashSale(shop, [{ productId: product.id, quantity: 1, calcPrice: 120 }]), key ? { key } : {});
  return { product, sale };
}
