import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { OutboxSms } from '@dukani/sms';
import { addProduct, cashSale, postSale } from '@dukani/test-factories';
import { etimsDocuments, etimsStockReports, transactions } from '../../db/schema';
import { openDatabase, type Database, type Db } from '../../db/client';
import { drainOutboxOnce } from '../../jobs/outbox-worker';
import { jobRegistry } from '../../jobs/registry';
import { testDatabaseKind, useTestApp } from '../../../test/helper';
import { registerTestDevice, settleJobs, useEtimsSimulator } from '../../../test/etims';
import { findEtimsStats } from './etims-stats';
import { signDocument } from './sign-document';

const etims = useEtimsSimulator();
const t = useTestApp(() => etims.env());

/**
 * A second API process on the same database: on PostgreSQL a pool of its own (other connections, other locks), on
 * PGlite the one connection (the embedded database has one process by design; the jobs still interleave there).
 */
let other: Database | undefined;
beforeAll(async () => {
  if (testDatabaseKind === 'postgres') other = await openDatabase({ databaseUrl: t.config.DATABASE_URL!, dataDir: 'memory' });
});
afterAll(async () => {
  await other?.close();
});
const secondDb = (): Db => other?.db ?? t.database.db;

const silent = { info() {}, warn() {}, error() {} };
const setup = () => ({ jobs: jobRegistry, services: { sms: new OutboxSms(), mpesa: t.app.mpesa, etims: t.app.etims }, log: silent });

async function shopWithSales(count: number) {
  const shop = await t.owner();
  // The products first: the device's back-fill registers them in one job, and the race is left to the sales.
  const products = [];
  for (let i = 0; i < count; i++) {
    products.push(await addProduct(t.transport, shop, { name: `Tea ${crypto.randomUUID().slice(0, 6)}`, sellingPrice: 116, quantity: 50, taxCode: 'B' }));
  }
  const { pin, heldSales } = await registerTestDevice(t, etims, shop);
  await settleJobs(t);
  const saleIds: number[] = [];
  for (const product of products) {
    const res = await postSale(t.transport, shop, cashSale(shop, [{ productId: product.id, quantity: 1, calcPrice: 116 }]));
    expect(res.status, res.body.errordesc).toBe(200);
    saleIds.push(res.body.result!.transactionId);
  }
  return { shop, pin, saleIds, heldSales };
}

async function isAllSigned(saleIds: number[]) {
  const rows = await t.database.db.select({ salesStatus: transactions.salesStatus }).from(transactions).where(inArray(transactions.id, saleIds));
  return rows.every((row) => row.salesStatus === 3);
}

/** Every sale signed (salesStatus 3) once by the authority, numbers 1..n with no gap, one stock report each, here and there. */
async function expectSignedOnce(saleIds: number[], pin: string, heldSales: () => Promise<{ invcNo: number }[]>) {
  const rows = await t.database.db
    .select({ id: transactions.id, salesStatus: transactions.salesStatus })
    .from(transactions)
    .where(inArray(transactions.id, saleIds));
  expect(rows.map((row) => row.salesStatus)).toEqual(saleIds.map(() => 3));
  const held = await heldSales();
  expect(held.map((sale) => sale.invcNo).sort((a, b) => a - b)).toEqual(saleIds.map((_, i) => i + 1));
  const documents = await t.database.db.select().from(etimsDocuments).where(inArray(etimsDocuments.transactionId, saleIds));
  expect(documents.map((document) => document.invoiceNo).sort((a, b) => a! - b!)).toEqual(saleIds.map((_, i) => i + 1));
  const reports = await t.database.db.select().from(etimsStockReports).where(inArray(etimsStockReports.transactionId, saleIds));
  const perSale = new Map<number, number>();
  for (const report of reports) perSale.set(report.transactionId!, (perSale.get(report.transactionId!) ?? 0) + 1);
  expect([...perSale.values()].filter((n) => n !== 1)).toEqual([]);
  expect(perSale.size).toBe(saleIds.length);
  // The authority deducted each sale's goods once.
  const movements = (await etims.findState<{ tin: string; sarTyCd: string }>('stockIO')).filter((io) => io.tin === pin && io.sarTyCd === '11');
  expect(movements).toHaveLength(saleIds.length);
}

describe('eTIMS exactly once across processes (issue 35)', () => {
  it('two workers on one database, a slowed authority: every sale signed once, numbers without a gap, one stock report each', async () => {
    await etims.admin('POST', 'config', { latencyMs: 25 });
    try {
      const { saleIds, pin, heldSales } = await shopWithSales(12);
      // Both "processes" drain one job at a time on the real clock, as two servers' workers would.
      const until = Date.now() + 60_000;
      const worker = async (db: Db) => {
        while (Date.now() < until && !(await isAllSigned(saleIds))) {
          const r = await drainOutboxOnce(db, setup(), { batchSize: 1 });
          if (r.done + r.rescheduled + r.retried + r.dead === 0) await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      await Promise.all([worker(t.database.db), worker(secondDb())]);
      await settleJobs(t);
      await expectSignedOnce(saleIds, pin, heldSales);
    } finally {
      await etims.admin('POST', 'config', { latencyMs: 0 });
    }
  }, 120_000);

  it('the job that hands on to the next document and that document’s own job, at once: sent once, one stock report', async () => {
    await etims.admin('POST', 'config', { latencyMs: 40 });
    try {
      const { saleIds, pin, heldSales } = await shopWithSales(2);
      const [first, second] = saleIds as [number, number];
      const runs = () => {
        const now = new Date(Date.now() + 60_000);
        const o = { connection: t.app.etims, now, log: silent };
        // Process A's job for the first sale hands on to the second; process B's job for the second runs meanwhile.
        return Promise.all([
          signDocument(t.database.db, { ...o, transactionId: first }),
          (async () => {
            for (let i = 0; i < 30; i++) {
              await signDocument(secondDb(), { ...o, transactionId: second });
              await new Promise((resolve) => setTimeout(resolve, 5));
            }
          })(),
        ]);
      };
      await runs();
      await settleJobs(t);
      await expectSignedOnce(saleIds, pin, heldSales);
    } finally {
      await etims.admin('POST', 'config', { latencyMs: 0 });
    }
  }, 60_000);

  it('findEtimsStats (for /metrics): documents not signed by state, stock reports to send, the oldest wait', async () => {
    const before = await findEtimsStats(t.database.db);
    expect(before.documents).toEqual({ unsent: 0, sent: 0, refused: 0 });
    expect(before.stockReports).toEqual({ waiting: 0, refused: 0 });
    expect(before.oldestWaitingSeconds).toBe(0);
    const [first, second, third] = await t.database.db.select().from(etimsDocuments).orderBy(etimsDocuments.id).limit(3);
    await t.database.db
      .update(etimsDocuments)
      .set({ state: 'Waiting', createdOn: new Date(Date.now() - 120_000) })
      .where(eq(etimsDocuments.id, first!.id));
    await t.database.db.update(etimsDocuments).set({ state: 'Waiting', invoiceNo: null }).where(eq(etimsDocuments.id, second!.id));
    await t.database.db.update(etimsDocuments).set({ state: 'Refused' }).where(eq(etimsDocuments.id, third!.id));
    const [report] = await t.database.db.select().from(etimsStockReports).limit(1);
    await t.database.db.update(etimsStockReports).set({ state: 'Waiting' }).where(eq(etimsStockReports.id, report!.id));
    const after = await findEtimsStats(t.database.db);
    expect(after.documents).toEqual({ unsent: 1, sent: 1, refused: 1 });
    expect(after.stockReports).toEqual({ waiting: 1, refused: 0 });
    expect(after.oldestWaitingSeconds).toBeGreaterThanOrEqual(119);
  });
});
