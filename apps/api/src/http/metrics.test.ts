import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { health } from '@dukani/contracts';
import { etimsDocuments, outboxJobs } from '../db/schema';
import { useTestApp } from '../../test/helper';
import { addProduct, cashSale, postSale } from '../../test/sales';
import { drainJobs, registerTestDevice, useEtimsSimulator } from '../../test/etims';

// Issue 35: what an operator scrapes. The queried figures are read from the tables at scrape time.
const TOKEN = 'metrics-scrape-token-0123456789';
const etims = useEtimsSimulator();
const t = useTestApp(() => ({ METRICS_TOKEN: TOKEN, ...etims.env() }));

async function scrape(token: string | null = TOKEN) {
  const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.statusCode, text: response.body, type: response.headers['content-type'] };
}

/** The value of one sample line, e.g. `dukani_sales_posted_total{kind="sale"}`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('wants the METRICS_TOKEN bearer token when one is set', async () => {
    expect((await scrape(null)).status).toBe(401);
    expect((await scrape('wrong-token-of-some-length-00000')).status).toBe(401);
    const ok = await scrape();
    expect(ok.status).toBe(200);
    expect(ok.type).toContain('text/plain');
    // Process figures (prom-client's defaults): memory among them.
    expect(sample(ok.text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('times requests by route pattern, method and status class', async () => {
    await t.call(health);
    await t.app.inject({ method: 'GET', url: '/api/Business/GetBusinesses' });
    const { text } = await scrape();
    expect(sample(text, 'dukani_http_request_duration_seconds_count{route="/api/health",method="GET",status_class="2xx"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'dukani_http_request_duration_seconds_count{route="/api/Business/GetBusinesses",method="GET",status_class="4xx"}')).toBe(1);
  });

  it('counts sales posted, not the replay of an Idempotency-Key', async () => {
    const owner = await t.owner();
    const product = await addProduct(t, owner, { name: `Soap ${crypto.randomUUID().slice(0, 6)}`, sellingPrice: 100, quantity: 50 });
    const before = sample((await scrape()).text, 'dukani_sales_posted_total{kind="sale"}') ?? 0;
    const key = crypto.randomUUID();
    const body = cashSale(owner, [{ productId: product.id, quantity: 1, calcPrice: 100 }]);
    expect((await postSale(t, owner, body, { key })).status).toBe(200);
    const replay = await postSale(t, owner, body, { key });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(sample((await scrape()).text, 'dukani_sales_posted_total{kind="sale"}')).toBe(before + 1);
  });

  it('reports the outbox backlog by state and how long the oldest due job has waited', async () => {
    await t.database.db.delete(outboxJobs);
    await t.database.db.insert(outboxJobs).values([
      // Queued two minutes ago, due for the last 90 seconds: it has waited 90 s for a worker.
      {
        kind: 'metrics.test',
        payload: {},
        status: 'Queued',
        createdOn: sql`now() - interval '120 seconds'`,
        nextAttemptAt: sql`now() - interval '90 seconds'`,
      },
      { kind: 'metrics.test', payload: {}, status: 'Queued', nextAttemptAt: sql`now() + interval '1 hour'` },
      { kind: 'metrics.test', payload: {}, status: 'Dead' },
    ]);
    const { text } = await scrape();
    expect(sample(text, 'dukani_outbox_jobs{state="Queued"}')).toBe(2);
    expect(sample(text, 'dukani_outbox_jobs{state="Running"}')).toBe(0);
    expect(sample(text, 'dukani_outbox_jobs{state="Dead"}')).toBe(1);
    const waited = sample(text, 'dukani_outbox_oldest_queued_age_seconds')!;
    expect(waited).toBeGreaterThanOrEqual(90);
    expect(waited).toBeLessThan(3600);
    await t.database.db.delete(outboxJobs);
    expect(sample((await scrape()).text, 'dukani_outbox_oldest_queued_age_seconds')).toBe(0);
  });

  it('reports the eTIMS documents KRA has not signed, by state', async () => {
    const owner = await t.owner();
    await registerTestDevice(t, etims, owner);
    const product = await addProduct(t, owner, { name: `Sugar ${crypto.randomUUID().slice(0, 6)}`, sellingPrice: 200, quantity: 10 });
    const sale = await postSale(t, owner, cashSale(owner, [{ productId: product.id, quantity: 1, calcPrice: 200 }]));
    expect(sale.status).toBe(200);
    await drainJobs(t);
    const [document] = await t.database.db.select().from(etimsDocuments).where(eq(etimsDocuments.businessId, owner.businessId));
    expect(document?.state).toBe('Signed');
    const before = await scrape();
    const refusedBefore = sample(before.text, 'dukani_etims_documents_unsigned{state="refused"}')!;
    expect(sample(before.text, 'dukani_etims_documents_unsigned{state="unsent"}')).toBeGreaterThanOrEqual(0);
    await t.database.db.update(etimsDocuments).set({ state: 'Refused' }).where(eq(etimsDocuments.id, document!.id));
    const after = (await scrape()).text;
    expect(sample(after, 'dukani_etims_documents_unsigned{state="refused"}')).toBe(refusedBefore + 1);
    expect(sample(after, 'dukani_etims_stock_reports_unsent{state="waiting"}')).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'dukani_backup_failures_total')).toBe(0);
  });
});
