import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDatabase } from './client';

/**
 * Issue 37 item 3: PGlite runs statements on the request thread. A queue of them must leave the event loop a moment
 * between two, so a health check or a screen's read that arrived meanwhile is served then, not after the queue.
 */
describe('PGlite statements take turns with the event loop', () => {
  it('serves a timer that came due while twelve heavy statements wait, after one or two of them, not after all', async () => {
    const client = new PGlite();
    await client.waitReady;
    const database = pgliteDatabase(client, () => client.close());
    try {
      const heavy = 'select count(*)::int as n from generate_series(1, 150000)';
      let finished = 0;
      const statements = Array.from({ length: 12 }, () => client.query<{ n: number }>(heavy).then((result) => ((finished += 1), result.rows[0]!.n)));
      const finishedWhenTimerRan = await new Promise<number>((resolve) => setTimeout(() => resolve(finished), 0));
      expect(await Promise.all(statements)).toEqual(Array.from({ length: 12 }, () => 150000));
      expect(finishedWhenTimerRan).toBeLessThanOrEqual(2);
      // exec and transactions wait their turn in the same line, in the order they were asked for.
      const order: string[] = [];
      await Promise.all([
        client.exec('select 1').then(() => order.push('exec')),
        client.transaction(async (tx) => (await tx.query('select 1'), order.push('transaction'))),
        client.query('select 1').then(() => order.push('query')),
      ]);
      expect(order).toEqual(['exec', 'transaction', 'query']);
    } finally {
      await database.close();
    }
  });
});
