// Issue 37 items 1–3: a plain sale (online, not an order) is read, then written by ONE statement that commits by
// itself: no BEGIN, no COMMIT, the shop's receipt counter locked for that statement only. A sale that needs more (a
// low-stock notice, a refusal's explanation, its register session closed meanwhile) keeps nothing of that statement
// and is written the full way in a transaction. None of them may cost a receipt number, an audit row or an outbox
// row, nor keep anything of a refused sale. The request's Idempotency-Key is kept by that one statement, its answer in it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { closeRegister } from '@dukani/test-factories';
import { call, injectTransport, useTestApp } from '../../../test/helper';
import { createOwner, type Owner } from '../../../test/fixtures';
import { openSession } from '../../../test/cash-register';
import { addProduct, cashSale, countSaleRows, postSale, stockOf } from '../../../test/sales';

/** Is this text a sale's write statement? (On PGlite it is PREPAREd once and then EXECUTEd by name: db/kept-plans.) */
const isSaleWrite = (text: string) => (text.includes('receipt_counter as (') && !/^prepare /.test(text)) || /^execute sale_write_/.test(text);
/** What a statement is, for the sequence a sale sends: its write, its Idempotency-Key's own, or the transaction's commands. */
const kindOf = (text: string) =>
  isSaleWrite(text)
    ? 'write'
    : /idempotency_keys/.test(text) && !/^prepare /.test(text)
      ? 'key'
      : /^\s*(begin|commit|rollback)\b/i.exec(text)?.[1]?.toLowerCase();

// What node-postgres is asked to send (PostgreSQL), from before the app's pool connects, and a step to run before a
// sale's write goes (the test of a close meanwhile). PGlite's own query is wrapped once the app is up.
const sent: string[] = [];
let beforeWrite: (() => Promise<void>) | null = null;
type AnyQuery = (...args: unknown[]) => unknown;
function watched<F>(original: F): F {
  const query = original as unknown as AnyQuery;
  return function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    sent.push(text);
    const step = isSaleWrite(text) ? beforeWrite : null;
    if (step) {
      beforeWrite = null;
      return step().then(() => query.apply(this, args));
    }
    return query.apply(this, args);
  } as unknown as F;
}
const pgQuery = pg.Client.prototype.query;
pg.Client.prototype.query = watched(pgQuery);
afterAll(() => {
  pg.Client.prototype.query = pgQuery;
});

const t = useTestApp();
let owner: Owner;

beforeAll(async () => {
  const pglite = t.database.pglite;
  if (pglite) {
    // PGlite sends a transaction's BEGIN and COMMIT itself, around the statements of its own handle.
    pglite.query = watched(pglite.query.bind(pglite));
    const transaction = pglite.transaction.bind(pglite);
    pglite.transaction = (async (work: Parameters<typeof transaction>[0]) => {
      sent.push('begin');
      try {
        const result = await transaction((tx) => {
          tx.query = watched(tx.query.bind(tx));
          return work(tx);
        });
        sent.push('commit');
        return result;
      } catch (err) {
        sent.push('rollback');
        throw err;
      }
    }) as typeof transaction;
  }
  owner = await createOwner(t, { businessName: 'Duka la Amani' });
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function sell(shop: Owner, productId: number, quantity: number, key?: string) {
  const from = sent.length;
  const res = await postSale(t, shop, cashSale(shop, [{ productId, quantity, calcPrice: 100 }]), key ? { key } : {});
  return { res, statements: sent.slice(from).map(kindOf).filter(Boolean) };
}

/** A new shop whose sales need an open register session (the setting's default is off). */
async function shopThatSellsInShifts(businessName: string): Promise<Owner> {
  const shop = await createOwner(t, { businessName });
  const saved = await call(t.app, 'POST', '/api/Settings/SaveCashRegisterSettings', {
    token: shop.token,
    body: { businessId: shop.businessId, requireOpenSession: true },
  });
  expect(saved.status).toBe(200);
  return shop;
}

async function keptAnswer(key: string) {
  return rows<{ status: number; response: string }>(sql`select status, response from idempotency_keys where key = ${key}`);
}

describe('a sale written by one statement that commits by itself', () => {
  it('keeps what the cashier typed exactly, quotes, backslashes and dollar signs included', async () => {
    const soap = await addProduct(t, owner, { name: 'Sabuni', sellingPrice: 100, quantity: 50 });
    const clientName = `O'Brien \\ "Mama $1" $2$ '' E'\\x' 😀 '); drop table transactions; --`;
    const res = await postSale(t, owner, cashSale(owner, [{ productId: soap.id, quantity: 2, calcPrice: 100 }], { clientName }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [saved] = await rows<{ client_name: string }>(sql`select client_name from transactions where id = ${res.body.result!.transactionId}`);
    expect(saved).toEqual({ client_name: clientName });
    expect(await stockOf(t, owner, soap.id)).toBe(48);
  });

  it('keeps receipt numbers gap-free, one audit and one outbox row a sale, across a low-stock notice and a refusal', async () => {
    const flour = await addProduct(t, owner, { name: 'Unga 2kg', sellingPrice: 100, quantity: 5, lowstock: 3 });
    const notices = async () =>
      (await rows<{ n: number }>(sql`select count(*)::int as n from notifications where business_id = ${owner.businessId} and category = 2`))[0]!.n;

    const first = await sell(owner, flour.id, 1); // 5 → 4: the write alone
    expect(first.res.status, JSON.stringify(first.res.body)).toBe(200);
    expect(await notices()).toBe(0);
    const second = await sell(owner, flour.id, 1); // 4 → 3 reaches the low-stock level: the full way writes the notice
    expect(second.res.status, JSON.stringify(second.res.body)).toBe(200);
    expect(await notices()).toBe(1);
    const before = await countSaleRows(t);
    const refused = await sell(owner, flour.id, 10); // a shortfall: refused, nothing kept
    expect(refused.res.status).toBe(409);
    expect(refused.res.body).toMatchObject({ code: 'OUT_OF_STOCK', errordesc: 'Unga 2kg: only 3 left in stock' });
    expect(await countSaleRows(t)).toEqual(before);
    const third = await sell(owner, flour.id, 1);
    expect(third.res.status, JSON.stringify(third.res.body)).toBe(200);

    // What went to the database for each sale, besides its reads: the write alone (its Idempotency-Key kept in it),
    // else the full way after it, between the key's claim and the keeping of its answer, as on any route.
    expect([first, second, refused, third].map((sale) => sale.statements)).toEqual([
      ['write'],
      ['write', 'key', 'begin', 'write', 'commit', 'key'],
      ['write', 'key', 'begin', 'write', 'rollback', 'key'],
      ['write'],
    ]);
    const receipts = [first, second, third].map((sale) => Number(sale.res.body.result!.receiptNo));
    expect(receipts).toEqual([receipts[0], receipts[0]! + 1, receipts[0]! + 2]);
    expect(await stockOf(t, owner, flour.id)).toBe(2);
    for (const sale of [first, second, third]) {
      const id = sale.res.body.result!.transactionId;
      const [audit] = await rows<{ n: number }>(sql`select count(*)::int as n from audit_log where action = 'sale.post' and entity_id = ${String(id)}`);
      const [outbox] = await rows<{ n: number }>(
        sql`select count(*)::int as n from outbox_jobs where kind = 'etims.sendSale' and (payload->>'transactionId')::int = ${id}`,
      );
      expect([audit!.n, outbox!.n]).toEqual([1, 1]);
    }
  });

  it('refuses a sale whose shift was closed between its read and its write, keeping nothing and no number', async () => {
    const shop = await shopThatSellsInShifts('Duka la Zawadi');
    const rice = await addProduct(t, shop, { name: 'Mchele 1kg', sellingPrice: 100, quantity: 20 });
    const session = await openSession(t, shop.token, shop.businessId, 500);
    const sold = await sell(shop, rice.id, 1);
    expect(sold.res.status, JSON.stringify(sold.res.body)).toBe(200);
    expect(sold.res.body.result!.sessionId).toBe(session.id);

    // The manager closes the shift from another device while the next sale is between its read and its write.
    let closed: Awaited<ReturnType<typeof closeRegister>> | undefined;
    beforeWrite = async () => {
      closed = await closeRegister(injectTransport(t.app), shop, session.id, 600);
    };
    const before = await countSaleRows(t);
    const late = await sell(shop, rice.id, 1);
    expect(closed).toBeDefined();
    expect(late.res.status, JSON.stringify(late.res.body)).toBe(409);
    expect(late.res.body.code).toBe('NO_OPEN_SESSION');
    // The write (held back while the close's own transaction ran), refused by itself; then the key's claim, the full
    // way's read, which finds no open shift and rolls back, and the refusal kept for the key.
    expect(late.statements).toEqual(['write', 'begin', 'commit', 'key', 'begin', 'rollback', 'key']);
    expect(await countSaleRows(t)).toEqual(before);
    expect(await stockOf(t, shop, rice.id)).toBe(19);

    // The closed shift counted the sale it took, and the next shift's first sale takes the next receipt number.
    const [shift] = await rows<{ n: number }>(sql`select count(*)::int as n from transactions where session_id = ${session.id}`);
    expect(shift!.n).toBe(1);
    await openSession(t, shop.token, shop.businessId, 600);
    const next = await sell(shop, rice.id, 1);
    expect(next.res.status, JSON.stringify(next.res.body)).toBe(200);
    expect(Number(next.res.body.result!.receiptNo)).toBe(Number(sold.res.body.result!.receiptNo) + 1);
  });
});

describe("a sale's Idempotency-Key, kept by its write statement", () => {
  it('costs no statement of its own, and a retry replays the answer byte for byte, selling nothing more', async () => {
    const salt = await addProduct(t, owner, { name: 'Chumvi', sellingPrice: 100, quantity: 30 });
    const key = crypto.randomUUID();
    const first = await sell(owner, salt.id, 2, key);
    expect(first.res.status, JSON.stringify(first.res.body)).toBe(200);
    expect(first.statements).toEqual(['write']);
    const [kept] = await keptAnswer(key);
    expect(kept!.status).toBe(200);
    expect(JSON.parse(kept!.response)).toEqual(first.res.body);
    expect(kept!.response).toContain(`"receiptNo":"${first.res.body.result!.receiptNo}"`);
    expect(kept!.response).not.toContain('receipt-');

    const before = await countSaleRows(t);
    const again = await sell(owner, salt.id, 2, key);
    expect(again.res.status).toBe(200);
    expect(again.res.headers['idempotent-replayed']).toBe('true');
    expect(again.res.body).toEqual(first.res.body);
    // The write finds the key taken and refuses itself; the key's claim then finds the kept answer.
    expect(again.statements[0]).toBe('write');
    expect(again.statements.slice(1).every((kind) => kind === 'key')).toBe(true);
    expect(await countSaleRows(t)).toEqual(before);
    expect(await stockOf(t, owner, salt.id)).toBe(28);

    // Another body under the key is refused, and it costs no receipt number.
    const reused = await sell(owner, salt.id, 3, key);
    expect(reused.res.body).toMatchObject({ code: 'IDEMPOTENCY_REUSED' });
    // The write, then the key's claim once (its upsert and the read of the row it met), not again for the refusal.
    expect(reused.statements).toEqual(['write', 'key', 'key']);
    expect(await countSaleRows(t)).toEqual(before);
    const next = await sell(owner, salt.id, 1);
    expect(Number(next.res.body.result!.receiptNo)).toBe(Number(first.res.body.result!.receiptNo) + 1);
  });

  it('two sends of one sale at once make one sale: the second answers as a replay of the first', async () => {
    const oil = await addProduct(t, owner, { name: 'Mafuta 1L', sellingPrice: 100, quantity: 30 });
    const key = crypto.randomUUID();
    const body = cashSale(owner, [{ productId: oil.id, quantity: 1, calcPrice: 100 }]);
    const before = await countSaleRows(t);
    const both = await Promise.all([postSale(t, owner, body, { key }), postSale(t, owner, body, { key })]);
    expect(both.map((res) => res.status)).toEqual([200, 200]);
    expect(both.map((res) => res.headers['idempotent-replayed'] ?? 'first').sort()).toEqual(['first', 'true']);
    expect(both[0]!.body).toEqual(both[1]!.body);
    expect(await stockOf(t, owner, oil.id)).toBe(29);
    const after = await countSaleRows(t);
    expect(after.transactions).toBe(before.transactions! + 1);
  });

  it('a refusal met before the key was claimed is kept for it, as on any route: a retry replays the refusal', async () => {
    const shop = await shopThatSellsInShifts('Duka la Baraka');
    const beans = await addProduct(t, shop, { name: 'Maharagwe', sellingPrice: 100, quantity: 10 });
    const key = crypto.randomUUID();
    const refused = await sell(shop, beans.id, 1, key);
    expect(refused.res.status).toBe(409);
    expect(refused.res.body.code).toBe('NO_OPEN_SESSION');
    expect((await keptAnswer(key))[0]).toMatchObject({ status: 409 });
    await openSession(t, shop.token, shop.businessId, 500);
    const retried = await sell(shop, beans.id, 1, key);
    expect(retried.res.status).toBe(409);
    expect(retried.res.headers['idempotent-replayed']).toBe('true');
    expect(retried.res.body).toEqual(refused.res.body);
    expect(await stockOf(t, shop, beans.id)).toBe(10);
  });
});
