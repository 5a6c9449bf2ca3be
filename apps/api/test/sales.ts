import { sql } from 'drizzle-orm';
import type { ProductInput } from '@dukani/contracts';
import * as factories from '@dukani/test-factories';
import { call, injectTransport, type TestApp } from './helper';
import type { Owner } from './fixtures';

/** A product as the sales tests state it: tax code B, no cost or opening stock unless given. */
export function addProduct(t: TestApp, owner: Owner, fields: Partial<ProductInput>): Promise<{ id: number; name: string }> {
  return factories.addProduct(injectTransport(t.app), owner, { buyingPrice: undefined, quantity: undefined, lowstock: undefined, taxCode: 'B', ...fields });
}

export { amountDueOf, cashSale, type SaleLine as Line } from '@dukani/test-factories';

export function postSale(t: TestApp, owner: { token: string; businessId: number }, body: unknown, options: { key?: string; quick?: boolean } = {}) {
  return factories.postSale(injectTransport(t.app), owner, body, options);
}

/**
 * Moves a recorded sale to a fixed time. Sale rule 12 refuses a sale dated months back, while the list tests read
 * fixed calendar days (and their boundaries in the shop's zone), so the sale is recorded now and moved here.
 */
export async function backdateSale(t: TestApp, transactionId: number, transactionDate: string): Promise<void> {
  await t.database.db.execute(
    sql`update transactions set transaction_date = ${new Date(transactionDate).toISOString()}::timestamptz where id = ${transactionId}`,
  );
}

/** Rows the sale writes; a refused sale must leave every count as it was. */
export async function countSaleRows(t: TestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['transactions', 'transaction_items', 'transaction_payments', 'stock_movements', 'customer_ledger', 'outbox_jobs']) {
    const result = (await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] };
    counts[table] = result.rows[0]!.n;
  }
  return counts;
}

export async function stockOf(t: TestApp, owner: Owner, productId: number): Promise<number> {
  const res = await call<{ quantity: number }>(t.app, 'GET', `/api/Product/GetProduct/${productId}`, { token: owner.token });
  return res.body.result!.quantity;
}
