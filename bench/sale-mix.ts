// The sales bench:sales posts (issue 37): which shop sale n is sold in, its 5 lines and its K1 body. Shared by the
// bench (its yardsticks) and its tills' process (bench/sale-tills.ts), so both run the very same mix.
import crypto from 'node:crypto';
import { computeSaleTotals, findTaxRate } from '@dukani/domain';
import type { Product, Shop } from './sale-shops';

export const TILLS = Number(process.env.BENCH_TILLS ?? 8);
export const SALES = Number(process.env.BENCH_SALES ?? 2000);
export const SHOPS = Number(process.env.BENCH_SHOPS ?? 1);
export const LINES = 5;
const TAX = findTaxRate('KE', { taxCode: 'B' })!;

/** The shop sale n is sold in: a fixed pseudo-random pick, so K1 and the yardsticks run the very same mix. */
export function shopOf(n: number, shops: readonly Shop[]): Shop {
  let h = Math.imul(n + 1, 0x9e3779b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return shops[(h >>> 0) % shops.length]!;
}

/** Deterministic pick of 5 distinct products for sale n. */
export function linesOf(n: number, catalog: Product[]) {
  const picked = new Set<number>();
  for (let k = 0; picked.size < LINES; k++) picked.add((n * 7919 + k * 104_729) % catalog.length);
  return [...picked].map((index, position) => ({ product: catalog[index]!, quantity: 1 + ((n + position) % 3) }));
}

export function salePayload(businessId: number, n: number, catalog: Product[]) {
  const lines = linesOf(n, catalog);
  const totals = computeSaleTotals({
    lines: lines.map(({ product, quantity }) => ({ calcPrice: product.price, quantity, discount: 0, taxRate: TAX.taxRate, taxInclusive: true })),
    taxExempt: false,
    shippingFee: 0,
  });
  return {
    businessId,
    clientSaleId: crypto.randomUUID(),
    itemList: lines.map(({ product, quantity }) => ({ productId: product.id, quantity, calcPrice: product.price, name: `P${product.id}` })),
    paymentSummary: [{ paymentValue: 'Cash', amount: totals.amountDue }],
    totalPaid: totals.amountDue,
    balance: 0,
  };
}
