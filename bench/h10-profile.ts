// Where H10's time goes on a kept bench:reports database: `tsx bench/h10-profile.ts <postgres url> <customerId>`.
// Times (median of BENCH_RUNS, alternating) the year's ledger read with every column and with the columns the
// statement uses, then the steps after it: running balances, the response's zod encode and JSON.stringify.
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { z } from 'zod';
import { businessDateOf } from '@dukani/domain';
import { creditReportSchema, envelope } from '@dukani/contracts';
import { openDatabase } from '../apps/api/src/db/client';
import { customerLedger } from '../apps/api/src/db/schema';
import { findLedgerRows, toHistoryRows } from '../apps/api/src/modules/customers/customer-ledger.queries';
import { buildCreditReport } from '../apps/api/src/modules/customers/get-credit-report';
import { businessDayRange } from '../apps/api/src/lib/business-day-range';
import { customers } from '../apps/api/src/db/schema';

const [url, customerArg] = process.argv.slice(2);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const database = await openDatabase({ databaseUrl: url!, dataDir: '' });
const db = database.db;
const customerId = Number(customerArg);
const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
const end = businessDateOf('KE', new Date());
const start = businessDateOf('KE', new Date(Date.now() - 364 * 86_400_000));
const range = businessDayRange('KE', start, end);
const allColumns = () =>
  db
    .select()
    .from(customerLedger)
    .where(and(eq(customerLedger.customerId, customerId), gte(customerLedger.transactionDate, range.from!), lt(customerLedger.transactionDate, range.to!)))
    .orderBy(asc(customerLedger.transactionDate), asc(customerLedger.id));
const report = await buildCreditReport(db, customer!, start, end);
const wire = envelope(creditReportSchema);
const rows = await findLedgerRows(db, customerId, range);
const steps: Record<string, () => unknown> = {
  'ledger read, every column': allColumns,
  'ledger read, the used columns': () => findLedgerRows(db, customerId, range),
  'whole buildCreditReport': () => buildCreditReport(db, customer!, start, end),
  'running balances (toHistoryRows)': () => toHistoryRows(rows),
  'zod encode of the response': () => z.encode(wire, { success: true, result: report }),
  'JSON.stringify of the response': () => JSON.stringify({ success: true, result: report }),
};
const times = new Map<string, number[]>(Object.keys(steps).map((name) => [name, []]));
for (let i = 0; i < RUNS; i++)
  for (const [name, step] of Object.entries(steps)) {
    const t0 = performance.now();
    await step();
    times.get(name)!.push(performance.now() - t0);
  }
console.log(`${report.rows.length} rows; median of ${RUNS} ms:`);
for (const [name, list] of times) console.log(`  ${name.padEnd(36)} ${list.sort((a, b) => a - b)[Math.floor(list.length / 2)]!.toFixed(1)}`);
await database.close();
