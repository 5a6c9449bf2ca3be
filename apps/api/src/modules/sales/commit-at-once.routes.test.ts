// Issue 37: a plain sale commits with its write statement (db/execute-and-commit); a sale that needs more (a
// low-stock notice, a refusal's explanation) is rolled back and written the full way. Neither may cost a receipt
// number, an audit row or an outbox row, nor keep anything of a refused sale.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../../test/helper';
import { createOwner, type Owner } from '../../../test/fixtures';
import { addProduct, cashSale, countSaleRows, postSale, stockOf } from '../../../test/sales';
import { executeAndCommit, FULL_PATH_SQLSTATE, sqlStateOf } from '../../db/execute-and-commit';

const t = useTestApp();
let owner: Owner;

beforeAll(async () => {
  owner = await createOwner(t, { businessName: 'Duka la Amani' });
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function sell(productId: number, quantity: number) {
  return postSale(t, owner, cashSale(owner, [{ productId, quantity, calcPrice: 100 }]));
}

describe('a sale committed with its write statement', () => {
  it('keeps receipt numbers gap-free, one audit and one outbox row a sale, across a low-stock notice and a refusal', async () => {
    const flour = await addProduct(t, owner, { name: 'Unga 2kg', sellingPrice: 100, quantity: 5, lowstock: 3 });
    const notices = async () =>
      (await rows<{ n: number }>(sql`select count(*)::int as n from notifications where business_id = ${owner.businessId} and category = 2`))[0]!.n;

    const first = await sell(flour.id, 1); // 5 → 4: the plain path
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await notices()).toBe(0);
    const second = await sell(flour.id, 1); // 4 → 3 reaches the low-stock level: the full path writes the notice
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(await notices()).toBe(1);
    const before = await countSaleRows(t);
    const refused = await sell(flour.id, 10); // a shortfall: refused, nothing kept
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'OUT_OF_STOCK', errordesc: 'Unga 2kg: only 3 left in stock' });
    expect(await countSaleRows(t)).toEqual(before);
    const third = await sell(flour.id, 1);
    expect(third.status, JSON.stringify(third.body)).toBe(200);

    const receipts = [first, second, third].map((res) => Number(res.body.result!.receiptNo));
    expect(receipts).toEqual([receipts[0], receipts[0]! + 1, receipts[0]! + 2]);
    expect(await stockOf(t, owner, flour.id)).toBe(2);
    const ids = [first, second, third].map((res) => res.body.result!.transactionId);
    for (const id of ids) {
      const [audit] = await rows<{ n: number }>(sql`select count(*)::int as n from audit_log where action = 'sale.post' and entity_id = ${String(id)}`);
      const [outbox] = await rows<{ n: number }>(
        sql`select count(*)::int as n from outbox_jobs where kind = 'etims.sendSale' and (payload->>'transactionId')::int = ${id}`,
      );
      expect([audit!.n, outbox!.n]).toEqual([1, 1]);
    }
  });

  it('commits before the enclosing transaction ends, and leaves a fresh transaction whose rollback keeps it', async () => {
    const marker = `commit-at-once-${Date.now()}`;
    await t.database.db
      .transaction(async (tx) => {
        await executeAndCommit(
          tx,
          sql`insert into audit_log (tenant_id, business_id, user_id, action, entity) values (${owner.tenantId}, ${owner.businessId}, ${owner.userId}, ${marker}, 'Test')`,
        );
        await tx.execute(
          sql`insert into audit_log (tenant_id, business_id, user_id, action, entity) values (${owner.tenantId}, ${owner.businessId}, ${owner.userId}, ${`${marker}-after`}, 'Test')`,
        );
        throw new Error('roll back what follows');
      })
      .catch((err: Error) => expect(err.message).toBe('roll back what follows'));
    const kept = await rows<{ action: string }>(sql`select action from audit_log where action like ${`${marker}%`} order by action`);
    expect(kept.map((row) => row.action)).toEqual([marker]);
  });

  it('keeps nothing of a statement that fails, and the transaction goes on', async () => {
    const marker = `commit-at-once-failed-${Date.now()}`;
    await t.database.db.transaction(async (tx) => {
      const failed = await executeAndCommit(
        tx,
        sql`with logged as (insert into audit_log (tenant_id, business_id, user_id, action, entity) values (${owner.tenantId}, ${owner.businessId}, ${owner.userId}, ${marker}, 'Test') returning id)
            select sale_needs_full_path() from logged`,
      ).then(
        () => null,
        (err: unknown) => err,
      );
      expect(sqlStateOf(failed)).toBe(FULL_PATH_SQLSTATE);
      await tx.execute(
        sql`insert into audit_log (tenant_id, business_id, user_id, action, entity) values (${owner.tenantId}, ${owner.businessId}, ${owner.userId}, ${`${marker}-after`}, 'Test')`,
      );
    });
    const kept = await rows<{ action: string }>(sql`select action from audit_log where action like ${`${marker}%`} order by action`);
    expect(kept.map((row) => row.action)).toEqual([`${marker}-after`]);
  });
});
