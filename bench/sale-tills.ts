// The tills of bench:sales (issue 37), in a process of their own: a hosted server's clients are other machines, so
// their HTTP clients (~20–25 % of one thread in the 29 Nov profile) must not share the server's thread, or the bench
// bills them to the sale; and their client is a light one (bench/till-http.ts). The bench forks this file once and sends it one job per run.
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { postSale } from '@dukani/test-factories';
import { salePayload, shopOf, TILLS } from './sale-mix';
import type { Shop } from './sale-shops';
import { startHealthProbe } from './sale-yardsticks';
import { tillTransport } from './till-http';

export interface TillsJob {
  baseUrl: string;
  /** Every API process's address (baseUrl's first): till i posts to the (i mod n)-th, as a balancer spreads them. */
  baseUrls?: string[];
  shops: Shop[];
  count: number;
  /** A bare route to post to instead of K1 (the web server's yardstick). */
  barePath?: string;
  /** Also fetch /api/health every 50 ms while the tills sell. */
  probe?: boolean;
}

export interface TillsResult {
  times: number[];
  elapsedMs: number;
  failed: number;
  health: number[];
  /** This process's CPU (user + system) over the run, ms: what the tills' clients cost the shared machine. */
  cpuMs: number;
}

/** TILLS tills post `count` sales between them, each in the shop shopOf picks, as one of its cashiers. */
async function postSales({ baseUrl, baseUrls, shops, count, barePath, probe }: TillsJob): Promise<TillsResult> {
  const urls = baseUrls ?? [baseUrl];
  // A socket of its own a till, as each till is its own device.
  const transports = Array.from({ length: TILLS }, (_, till) => tillTransport(urls[till % urls.length]!));
  const send = (till: number, token: string, businessId: number, body: ReturnType<typeof salePayload>) => {
    const transport = transports[till]!;
    return barePath
      ? transport.send({
          method: 'POST',
          path: `${barePath}/${businessId}`,
          body,
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
        })
      : postSale(transport, { token, businessId }, body);
  };
  const times: number[] = [];
  let next = 0;
  let failed = 0;
  const health = probe ? startHealthProbe(baseUrl) : null;
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  await Promise.all(
    Array.from({ length: TILLS }, async (_, till) => {
      for (let n = next++; n < count; n = next++) {
        const shop = shopOf(n, shops);
        const body = salePayload(shop.businessId, n, shop.catalog);
        const t0 = performance.now();
        const response = await send(till, shop.tokens[till % shop.tokens.length]!, shop.businessId, body);
        times.push(performance.now() - t0);
        if (response.status !== 200) failed += 1;
      }
    }),
  );
  const elapsedMs = performance.now() - start;
  const cpu = process.cpuUsage(cpuBefore);
  for (const transport of transports) transport.close();
  return { times, elapsedMs, failed, health: health ? await health.stop() : [], cpuMs: (cpu.user + cpu.system) / 1000 };
}

process.on('message', (job: TillsJob) => {
  void postSales(job).then((result) => process.send!(result));
});
process.on('disconnect', () => process.exit(0));
