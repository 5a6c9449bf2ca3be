import crypto from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { roundTo } from '@dukani/domain';
import { stockMovements } from '../../db/schema';
import { useTestApp } from '../../../test/helper';
import { createOwner, type Owner } from '../../../test/fixtures';
import { addProduct, adjust, getProduct } from '../../../test/stock';

const t = useTestApp();
let owner: Owner;
beforeAll(async () => {
  owner = await createOwner(t, { businessName: 'Busy Duka' });
});
const movementsOf = (productId: number) =>
  t.database.db.select().from(stockMovements).where(eq(stockMovements.productId, productId)).orderBy(asc(stockMovements.id));

describe('I29 under concurrency', () => {
  it('40 parallel adjustments of one product lose nothing and chain before/after exactly', async () => {
    const opening = 1000;
    const product = await addProduct(t, owner, { name: 'Paint thinner (litres)', unitId: 4, quantity: opening, lowstock: 5 });
    // Litres take decimals. Increases carry .001 and decreases are whole, so no run of movements sums to zero: every
    // quantity the chain passes through is distinct, and two movements sharing a "before" would
    // mean one of them read a stale quantity.
    const changes = Array.from({ length: 40 }, (_, index) => (index % 2 === 0 ? index + 1.001 : -(index + 1)));
    const responses = await Promise.all(
      changes.map((change) =>
        adjust(
          t,
          owner.token,
          {
            id: product.id,
            qty: Math.abs(change),
            adjustmentType: change > 0 ? 'Increase' : 'Decrease',
            reason: 'Parallel count',
          },
          { 'idempotency-key': crypto.randomUUID() },
        ),
      ),
    );
    expect(responses.map((res) => res.status)).toEqual(changes.map(() => 200));

    const expected = roundTo(opening + changes.reduce((sum, change) => sum + change, 0), 3);
    expect((await getProduct(t, owner.token, product.id)).quantity).toBe(expected);

    const [openingRow, ...rows] = await movementsOf(product.id);
    expect(openingRow!.adjustmentType).toBe('Opening');
    expect(rows).toHaveLength(40);
    let previousAfter = openingRow!.quantityAfter;
    for (const row of rows) {
      expect(row.quantityBefore).toBe(previousAfter);
      expect(row.quantityAfter).toBe(roundTo(row.quantityBefore + row.change, 3));
      previousAfter = row.quantityAfter;
    }
    expect(previousAfter).toBe(expected);
    expect(new Set(rows.map((row) => row.quantityBefore)).size).toBe(40);
    expect(rows.map((row) => row.change).sort((a, b) => a - b)).toEqual(changes.map((change) => roundTo(change, 3)).sort((a, b) => a - b));
  });

  it('replays a repeated Idempotency-Key instead of moving stock twice', async () => {
    const product = await addProduct(t, owner, { name: 'Sossi 90g', quantity: 10 });
    const key = crypto.randomUUID();
    const body = { id: product.id, qty: 3, adjustmentType: 'Decrease' as const, reason: 'Expired' };
    const first = await adjust(t, owner.token, body, { 'idempotency-key': key });
    const second = await adjust(t, owner.token, body, { 'idempotency-key': key });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toEqual(first.body);
    expect((await getProduct(t, owner.token, product.id)).quantity).toBe(7);
    expect(await movementsOf(product.id)).toHaveLength(2);
  });
});
