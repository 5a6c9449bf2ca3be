// Every route of packages/contracts, aimed at another tenant's records: by that other tenant's Owner, by a
// cashier who has only `pos`, and with no token. No 2xx body may carry the victim's data, none of the
// victim's rows may change, a role without the route's module never gets a 2xx, and no token is 401.
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCustomerCredit, addCustomerNote, type RouteContract } from '@dukani/contracts';
import {
  addBundle,
  addCategory,
  addCustomer,
  addExpenseCategory,
  addPlainExpense,
  addProduct,
  addPurchase,
  addSupplier,
  cashSale,
  openRegister,
  payPurchase,
  postSale,
  type Shop,
} from '@dukani/test-factories';
import { useTestApp } from './helper';
import { useEtimsSimulator } from './etims';
import { useDarajaSimulator } from './daraja';
import { createMember, type Owner } from './fixtures';
import { allContracts, injectOf, validParts } from './fuzz/requests';
import { seededRandom, type SampleContext } from './fuzz/sample';
import { idsFor, idsOfBusiness } from './fuzz/shop-ids';

// P1 and P6 reach the tax authority: a simulator of their own answers them, as in production.
const etims = useEtimsSimulator();
// G7 sends a prompt whatever the till's settings: a Daraja simulator answers it.
const daraja = useDarajaSimulator();
const t = useTestApp(() => ({ ...etims.env(), ...daraja.env() }));
/** Written into every name of the victim's records: a body that contains it leaked them. */
const MARK = 'Zqxvictim';
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

let victim: Owner;
let cashier: Awaited<ReturnType<typeof createMember>>;
const victimIds = new Map<string, number>();

/** Tables that hold a business's data, with the column that says whose. */
async function scopedTables(): Promise<Array<{ table: string; column: 'business_id' | 'tenant_id' }>> {
  const result = await t.database.db.execute(
    sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and column_name in ('business_id', 'tenant_id') order by 1, 2`,
  );
  const byTable = new Map<string, 'business_id' | 'tenant_id'>();
  for (const row of rowsOf<{ table_name: string; column_name: 'business_id' | 'tenant_id' }>(result)) {
    if (!byTable.has(row.table_name) || row.column_name === 'business_id') byTable.set(row.table_name, row.column_name);
  }
  return [...byTable].map(([table, column]) => ({ table, column }));
}

/** Every row of the victim's, in a stable order: compared before and after the sweep. */
async function victimRows(): Promise<string> {
  const out: Record<string, unknown[]> = {};
  for (const { table, column } of await scopedTables()) {
    if (table === 'audit_log' || table === 'idempotency_keys') continue;
    const owner = column === 'business_id' ? victim.businessId : victim.tenantId;
    out[table] = rowsOf(await t.database.db.execute(sql.raw(`select * from "${table}" where ${column} = ${owner} order by 1`)));
  }
  return JSON.stringify(out);
}

/** What an answer says: a zip (C6) is read file by file, since its compressed bytes never show a name as it is. */
function answerText(response: { headers: Record<string, unknown>; body: string; rawPayload: Buffer }): string {
  if (response.headers['content-type'] !== 'application/zip') return response.body;
  const decoder = new TextDecoder();
  return Object.values(unzipSync(new Uint8Array(response.rawPayload)))
    .map((bytes) => decoder.decode(bytes))
    .join('\n');
}

function requestAt(contract: RouteContract, businessId: number, token: string | null, seed: number) {
  const context: SampleContext = {
    businessId,
    tenantId: victim.tenantId,
    userId: cashier.userId,
    random: seededRandom(seed),
    idFor: idsFor(contract, victimIds, cashier.userId),
  };
  return injectOf(contract, validParts(contract, context), token, context.random);
}

beforeAll(async () => {
  victim = await t.owner({ planCode: 'enterprise', businessName: `${MARK} Shop` });
  cashier = await createMember(t, victim, { roleTypes: 'Salesperson', roles: ['pos'] });
  const shop: Shop = { token: victim.token, businessId: victim.businessId };
  const tea = await addProduct(t.transport, shop, { name: `${MARK} Tea`, quantity: 50 });
  const sugar = await addProduct(t.transport, shop, { name: `${MARK} Sugar`, sellingPrice: 200, quantity: 50 });
  await addCategory(t.transport, shop, `${MARK} Drinks`);
  const customer = await addCustomer(t.transport, shop, { firstName: MARK, lastName: 'Customer', clientName: `${MARK} Customer` });
  // A debt and a note of the customer's, so the credit book and notes routes (H9–H14) aim at real rows.
  expect(
    (await t.call(addCustomerCredit, { token: victim.token, params: { customerId: customer.id }, body: { credit: 75, note: `${MARK} debt` } })).status,
  ).toBe(200);
  const note = await t.call(addCustomerNote, { token: victim.token, body: { customerId: customer.id, businesId: victim.businessId, note: `${MARK} note` } });
  expect(note.status).toBe(200);
  await addBundle(t.transport, shop, {
    name: `${MARK} Breakfast`,
    price: 300,
    batchStore: [
      { productId: tea.id, quantity: 1 },
      { productId: sugar.id, quantity: 1 },
    ],
  });
  // A supplier with a part-paid purchase of tea, and an expense in a category (groups M and N).
  const supplier = await addSupplier(t.transport, shop, { supplierName: `${MARK} Supplier` }, '30 days');
  const purchase = await addPurchase(t.transport, shop, supplier.id, [{ item_Desc: `${MARK} tea crate`, quantity: 5, itemCost: 90, productId: tea.id }], {
    ref: `${MARK}-INV`,
  });
  await payPurchase(t.transport, shop, purchase.id, 100);
  const rent = await addExpenseCategory(t.transport, shop, `${MARK} Rent`);
  await addPlainExpense(t.transport, shop, [{ item_Desc: `${MARK} rent`, quantity: 1, itemCost: 5000, categoryId: rent.id }]);
  await openRegister(t.transport, shop, 500);
  const sale = await postSale(t.transport, shop, cashSale(shop, [{ productId: tea.id, quantity: 1, calcPrice: 120, name: `${MARK} Tea` }]));
  expect(sale.status).toBe(200);
  for (const [table, id] of await idsOfBusiness(t.database, victim.businessId)) victimIds.set(table, id);
});

describe('isolation sweep over every contract', () => {
  it('another tenant gets none of the victim’s data and changes none of its rows, on any route', async () => {
    const before = await victimRows();
    const leaks: string[] = [];
    let seed = 1;
    let attacker: Owner | undefined;
    for (const contract of allContracts()) {
      // A write that succeeded may have deleted the attacker's business or changed its password: the next route
      // gets a fresh attacker. (A fresh one per route costs a sign-up per route for nothing: most answers are 4xx.)
      // Aimed at the victim's business, and at the attacker's own business with the victim's record ids.
      for (const target of ['victim', 'own'] as const) {
        attacker ??= await t.owner({ planCode: 'enterprise' });
        const businessId = target === 'victim' ? victim.businessId : attacker.businessId;
        const response = await t.app.inject(requestAt(contract, businessId, attacker.token, seed++));
        if (response.statusCode >= 500) leaks.push(`${contract.id} ${contract.path}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        if (response.statusCode < 300 && answerText(response).includes(MARK)) leaks.push(`${contract.id} ${contract.path}: ${response.body.slice(0, 300)}`);
        if (response.statusCode < 300 && contract.method !== 'GET') attacker = undefined;
      }
    }
    expect(leaks, leaks.join('\n')).toEqual([]);
    expect(await victimRows()).toBe(before);
  }, 300_000);

  it('a cashier with only pos never gets a 2xx from a route of another module or an owner-only route', async () => {
    const allowed: string[] = [];
    let seed = 10_000;
    for (const contract of allContracts()) {
      const modules = contract.modules ?? [];
      const forbidden = contract.auth !== 'pub' && ((modules.length > 0 && !modules.includes('pos')) || contract.owner !== undefined);
      if (!forbidden) continue;
      const response = await t.app.inject(requestAt(contract, victim.businessId, cashier.token, seed++));
      if (response.statusCode < 300 || response.statusCode >= 500) allowed.push(`${contract.id} ${contract.path}: ${response.statusCode}`);
      else if (response.statusCode === 403) expect(response.json(), contract.id).toMatchObject({ success: false });
    }
    expect(allowed, allowed.join('\n')).toEqual([]);
  });

  it('without a token every route but the public ones answers 401', async () => {
    const wrong: string[] = [];
    let seed = 20_000;
    for (const contract of allContracts()) {
      if (contract.auth === 'pub') continue;
      const response = await t.app.inject(requestAt(contract, victim.businessId, null, seed++));
      if (response.statusCode !== 401) wrong.push(`${contract.id} ${contract.path}: ${response.statusCode}`);
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });
});
