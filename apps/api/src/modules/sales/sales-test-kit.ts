import crypto from 'node:crypto';
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Transaction } from '@dukani/contracts';
import { computeSaleTotals } from '@dukani/domain';
import { call, type ApiResponse, type TestApp } from '../../../test/helper';
import type { Owner } from '../../../test/fixtures';

export async function addProduct(t: TestApp, owner: Owner, fields: Record<string, unknown>): Promise<{ id: number; name: string }> {
  const res = await call<{ id: number; name: string }>(t.app, 'POST', '/api/Product/AddProduct', {
    token: owner.token, body: { businessId: owner.businessId, taxCode: 'B', ...fields },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result!;
}

export interface Line { productId: number; quantity: number; calcPrice: number; discount?: number; taxInclusive?: boolean; taxRate?: number; name?: string; variantId?: number; priceType?: 'R' | 'W'; isBundle?: boolean }

/** What the till computes before it posts (the domain's figures), so a test only states the lines and payments. */
export function amountDueOf(lines: Line[], options: { taxRate?: number; shippingFee?: number; discount?: { type: 'KES' | '%'; amount: number } } = {}): number {
  return computeSaleTotals({
    lines: lines.map((l) => ({ calcPrice: l.calcPrice, quantity: l.quantity, discount: l.discount ?? 0, taxRate: l.taxRate ?? options.taxRate ?? 0.16, taxInclusive: l.taxInclusive ?? true })),
    discount: options.discount ?? null,
    taxExempt: false,
    shippingFee: options.shippingFee ?? 0,
  }).amountDue;
}

export function cashSale(owner: Owner, lines: Line[], extra: Record<string, unknown> = {}) {
  const due = amountDueOf(lines);
  return { businessId: owner.businessId, itemList: lines, paymentSummary: [{ paymentValue: 'Cash', amount: due }], totalPaid: due, balance: 0, ...extra };
}

export function postSale(t: TestApp, owner: { token: string; businessId: number }, body: unknown, options: { key?: string; quick?: boolean } = {}): Promise<ApiResponse<Transaction>> {
  const path = options.quick ? `/api/Transactions/PostQuickSale/${owner.businessId}` : `/api/Transactions/AddKraSale/${owner.businessId}`;
  return call<Transaction>(t.app, 'POST', path, { token: owner.token, body, headers: { 'idempotency-key': options.key ?? crypto.randomUUID() } });
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
