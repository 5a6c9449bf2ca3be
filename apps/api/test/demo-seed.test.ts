import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoShop } from '../seed/demo-shop';
import { useTestApp } from './helper';

const t = useTestApp();

async function count(table: string): Promise<number> {
  const result = (await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

describe('the demo seed', () => {
  it('builds a small shop through the routes, and a second run adds nothing', async () => {
    const size = { products: 6, customers: 3, salesPerDay: 2, days: 3 };
    const first = await seedDemoShop(t.transport, size);
    expect(first).toEqual({ seeded: true, products: 6, services: 3, customers: 3, sales: 6 });
    expect(await count('products')).toBe(9);
    expect(await count('customers')).toBe(3);
    expect(await count("transactions where kind = 'Sale'")).toBe(6);
    expect(await count("cash_sessions where status = 'Closed'")).toBe(1);
    expect(await count('customer_ledger')).toBeGreaterThan(0);
    expect(await count("transactions where transaction_date < date_trunc('day', now())")).toBe(4);

    expect(await seedDemoShop(t.transport, size)).toEqual({ seeded: false });
    expect(await count("transactions where kind = 'Sale'")).toBe(6);
  });
});
