// Every route of packages/contracts, called with valid-looking and hostile requests generated from its zod
// schemas: never a 5xx, every validation refusal names its field, and a refused write leaves every table's
// row count as it was. CI runs a fixed seed; `npm run test:fuzz` runs 100,000 requests (FUZZ_REQUESTS).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDarajaSimulator } from './daraja';
import { useTestApp } from './helper';
import { useEtimsSimulator } from './etims';
import { allContracts, requestsFor, type FuzzRequest } from './fuzz/requests';
import { seededRandom } from './fuzz/sample';
import { idsFor, idsOfBusiness } from './fuzz/shop-ids';
import { addCategory, addCustomer, addProduct, cashSale, openRegister, postSale, type Shop } from '@dukani/test-factories';

// P1 and P6 reach the tax authority: a simulator of their own answers them, as in production. G7 reaches
// M-Pesa whatever the till's settings: a Daraja simulator answers it (its callbacks go nowhere).
const etims = useEtimsSimulator();
const daraja = useDarajaSimulator();
const t = useTestApp(() => ({ ...etims.env(), ...daraja.env() }));
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const TARGET = Number(process.env.FUZZ_REQUESTS ?? 0);
const PER_FIELD = Number(process.env.FUZZ_PER_FIELD ?? 2);
// Counting every table after every refused write is most of the cost; the long run samples it.
const COUNT_EVERY = Number(process.env.FUZZ_COUNT_EVERY ?? 1);

/** Row counts of every table in one query: compared before and after each refused write. */
/** PGlite and node-postgres both answer `execute` with `{ rows }`; drizzle's shared type leaves it unknown. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

let countQuery: string | undefined;
async function tableCounts(): Promise<Map<string, number>> {
  if (!countQuery) {
    const tables = await t.database.db.execute(
      // idempotency_keys is left out: a keyed request's answer, a refusal too, is kept so a retry replays it (API.md §1.8).
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
          and table_name not like '%migrations%' and table_name <> 'idempotency_keys' order by 1`,
    );
    const names = rowsOf<{ table_name: string }>(tables);
    countQuery = names.map(({ table_name }) => `select '${table_name}' as name, count(*)::int as n from "${table_name}"`).join(' union all ');
  }
  const counted = await t.database.db.execute(sql.raw(countQuery));
  return new Map(rowsOf<{ name: string; n: number }>(counted).map((row) => [row.name, Number(row.n)]));
}

function changedTables(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...after].filter(([name, n]) => before.get(name) !== n).map(([name, n]) => `${name} ${before.get(name)}→${n}`);
}

/** A product, a category, a customer, an open register and a sale: the records routes address by id. */
async function stockShop(owner: Shop & { businessId: number }): Promise<Map<string, number>> {
  const tea = await addProduct(t.transport, owner, { name: 'Tea', quantity: 100 });
  await addCategory(t.transport, owner, 'Drinks');
  await addCustomer(t.transport, owner);
  await openRegister(t.transport, owner, 100);
  await postSale(t.transport, owner, cashSale(owner, [{ productId: tea.id, quantity: 1, calcPrice: tea.sellingPrice, name: 'Tea' }]));
  return idsOfBusiness(t.database, owner.businessId);
}

interface Finding {
  label: string;
  status: number;
  detail: string;
}

describe('contract fuzz', () => {
  it(
    'answers every generated request without a 5xx, names the field of every validation refusal, and writes nothing on a refusal',
    async () => {
      const random = seededRandom(SEED);
      const findings: Finding[] = [];
      let sent = 0;
      let round = 0;
      let shop: { owner: Awaited<ReturnType<typeof t.owner>>; ids: Map<string, number> } | undefined;
      let stockedInRound = -1;
      do {
        for (const contract of allContracts()) {
          // A shop with a record of each kind, so that generated ids name real records and requests reach past
          // "not found". A refused request changes nothing (this test checks it), so the shop serves route after
          // route until one of a route's requests writes (it may have deleted the business or changed the
          // password); the long run also re-stocks every tenth round. Stocking costs more than the requests.
          if (!shop || (round % 10 === 0 && stockedInRound !== round)) {
            const owner = await t.owner({ planCode: 'enterprise' });
            shop = { owner, ids: await stockShop(owner) };
            stockedInRound = round;
          }
          const { owner, ids } = shop;
          let wrote = false;
          const context = { ...owner, random, idFor: idsFor(contract, ids, owner.userId) };
          const requests: FuzzRequest[] = requestsFor(contract, context, owner.token, round === 0 ? PER_FIELD : 1);
          let before = await tableCounts();
          for (const request of requests) {
            const response = await t.app.inject(request.inject);
            sent += 1;
            const status = response.statusCode;
            if (status >= 500) {
              findings.push({ label: request.label, status, detail: response.body.slice(0, 300) });
              continue;
            }
            if (status >= 200 && status < 300) {
              if (contract.method !== 'GET') {
                wrote = true;
                before = await tableCounts();
              }
              continue;
            }
            let body: { code?: string; field?: string; errordesc?: string } = {};
            try {
              body = response.json();
            } catch {
              findings.push({ label: request.label, status, detail: `not an envelope: ${response.body.slice(0, 120)}` });
            }
            if (!body.errordesc) findings.push({ label: request.label, status, detail: 'no errordesc' });
            if (body.code === 'VALIDATION' && !body.field) findings.push({ label: request.label, status, detail: `no field: ${body.errordesc}` });
            if (contract.method !== 'GET' && sent % COUNT_EVERY === 0) {
              const after = await tableCounts();
              const changed = changedTables(before, after);
              if (changed.length > 0) findings.push({ label: request.label, status, detail: `refused but wrote: ${changed.join(', ')}` });
              before = after;
            }
          }
          if (wrote) shop = undefined;
        }
        round += 1;
        if (TARGET > 0) console.log(`contract fuzz: round ${round}, ${sent} of ${TARGET} requests, ${findings.length} findings`);
      } while (sent < TARGET);
      console.log(`contract fuzz: ${sent} requests over ${allContracts().length} contracts, seed ${SEED}, ${findings.length} findings`);
      expect(findings, findings.map((f) => `${f.label} → ${f.status} ${f.detail}`).join('\n')).toEqual([]);
    },
    4 * 3_600_000,
  );

  it('covers every route: each contract is served, and each API route the app serves has a contract (so the fuzz and the sweep reach it)', () => {
    const fastifyPathOf = (contract: { path: string }) => contract.path.replace(/\{(\w+)\}/g, ':$1');
    const served = allContracts().filter((contract) => t.app.hasRoute({ method: contract.method, url: fastifyPathOf(contract) }));
    expect(served.map((contract) => contract.id)).toEqual(allContracts().map((contract) => contract.id));

    const defined = new Set(allContracts().map((contract) => `${contract.method} ${fastifyPathOf(contract)}`));
    const routes = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .flatMap((line) => {
        const match = /── (\/(?:v1\/)?api\/\S+) \(([^)]+)\)/.exec(line);
        return match
          ? match[2]!
              .split(', ')
              .filter((method) => method !== 'HEAD')
              .map((method) => `${method} ${match[1]}`)
          : [];
      });
    expect(routes.length).toBeGreaterThan(100);
    // Two routes with a parameter at the same place share the router's node, printed `:a|:b` (M2 and M3 under
    // /api/Expense/expense/): the route is defined when one of the spellings is.
    const spellings = (route: string) => {
      const [method, path] = route.split(' ') as [string, string];
      return path
        .split('/')
        .reduce<string[]>((paths, part) => paths.flatMap((prefix) => part.split('|').map((name) => `${prefix}/${name}`)), [''])
        .map((spelled) => `${method} ${spelled.slice(1)}`);
    };
    expect(routes.filter((route) => !spellings(route).some((spelled) => defined.has(spelled)))).toEqual([]);
  });
});
