import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { businessDateOf } from '@dukani/domain';
import { getSalesReport } from '@dukani/contracts';
import { refundSale, voidSale } from '@dukani/test-factories';
import { useTestApp } from '../../../test/helper';
import { createOwner, type Owner } from '../../../test/fixtures';
import { addProduct, cashSale, postSale } from '../../../test/sales';
import { businessDayRange } from '../../lib/business-day-range';
import { bookedDocuments, salesByProduct } from './sales-figures';
import { salesRollupDays } from './sales-rollup.schema';

// R6 reads closed days from a per-day rollup (sales-rollup.ts) that migration 0028's triggers clear: a sale synced
// days late, a void or a refund must change the report at once, and it must always equal the sum of the raw lines.
const t = useTestApp();
let shop: Owner;
beforeAll(async () => {
  shop = await createOwner(t, { businessName: 'Duka la Rollup' });
});

const DAY_MS = 86_400_000;
const dayAgo = (days: number) => businessDateOf('KE', new Date(Date.now() - days * DAY_MS));
// Two days back, within the 30 days a till's queue may hold a sale (sale rule 12).
const soldAt = new Date(Math.floor((Date.now() - 2 * DAY_MS) / 1000) * 1000).toISOString();
const offlineSale = (lines: Parameters<typeof cashSale>[1]) =>
  cashSale(shop, lines, {
    offline: true,
    deviceReceiptNo: `T1-${crypto.randomUUID().slice(0, 8)}`,
    clientSaleId: crypto.randomUUID(),
    transactionDate: soldAt,
  });

async function report(startDate: string, endDate: string) {
  const res = await t.call(getSalesReport, { token: shop.token, params: { businessId: shop.businessId }, query: { StartDate: startDate, EndDate: endDate } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const products = res.body.result!.products.map(({ productId, name, quantity, salesAmount }) => ({ productId, name, quantity, salesAmount }));
  // The same period summed from the raw lines, as R6 read it before the rollup.
  const range = businessDayRange('KE', startDate, endDate);
  const raw = await salesByProduct(t.database.db, bookedDocuments(shop.businessId, range.from, range.to));
  expect(products).toEqual(raw);
  return new Map(products.map((row) => [row.name, row]));
}

const rolledUp = async (day: string) =>
  (
    await t.database.db
      .select()
      .from(salesRollupDays)
      .where(and(eq(salesRollupDays.businessId, shop.businessId), eq(salesRollupDays.day, day)))
  ).length > 0;

describe('R6 over rolled-up days', () => {
  it('a sale dated in the past, its void and a refund change the report at once', async () => {
    const soda = await addProduct(t, shop, { name: 'Soda', sellingPrice: 60, quantity: 100 });
    const bread = await addProduct(t, shop, { name: 'Bread', sellingPrice: 55, quantity: 100 });
    const pastDay = businessDateOf('KE', new Date(soldAt));
    const first = await postSale(t, shop, offlineSale([{ productId: soda.id, quantity: 3, calcPrice: 60 }]));
    expect(first.status, JSON.stringify(first.body)).toBe(200);

    expect((await report(dayAgo(5), dayAgo(0))).get('Soda')).toMatchObject({ quantity: 3, salesAmount: 180 });
    expect(await rolledUp(pastDay)).toBe(true);
    expect(await rolledUp(dayAgo(0))).toBe(false); // today is summed from its lines

    // Synced two days late: the trigger clears that day, so the next read sees the sale.
    const late = await postSale(t, shop, offlineSale([{ productId: bread.id, quantity: 2, calcPrice: 55 }]));
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    expect(await rolledUp(pastDay)).toBe(false);
    expect((await report(pastDay, pastDay)).get('Bread')).toMatchObject({ quantity: 2, salesAmount: 110 });
    expect(await rolledUp(pastDay)).toBe(true);

    // A refund today of the past sale: the past day keeps its sale, the period nets it on the refund's day.
    const refunded = await refundSale(t.transport, shop, late.body.result!.transactionId, {
      itemList: [{ productId: bread.id, quantity: 1, addInventory: true }],
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect((await report(pastDay, pastDay)).get('Bread')).toMatchObject({ quantity: 2, salesAmount: 110 });
    expect((await report(dayAgo(5), dayAgo(0))).get('Bread')).toMatchObject({ quantity: 1, salesAmount: 55 });

    // Voiding the past sale takes it off its own day.
    expect((await voidSale(t.transport, shop, first.body.result!.transactionId)).status).toBe(200);
    expect(await rolledUp(pastDay)).toBe(false);
    expect((await report(pastDay, pastDay)).get('Soda')).toBeUndefined();
    expect((await report(dayAgo(5), dayAgo(0))).get('Soda')).toBeUndefined();
  });
});
