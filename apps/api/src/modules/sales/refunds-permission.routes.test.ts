import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { getTransactionDetails } from '@dukani/contracts';
import { addProduct, cashSale, postCreditNote, postSale, refundSale, voidSale, type Shop } from '@dukani/test-factories';
import { plans, tenants, transactions } from '../../db/schema';
import { PLAN_CATALOGUE } from '../../db/reference-data';
import { migrationsFolder } from '../../lib/paths';
import { useTestApp } from '../../../test/helper';
import { createMember, type Owner } from '../../../test/fixtures';

const t = useTestApp();
let owner: Owner;

beforeAll(async () => {
  owner = await t.owner({ businessName: 'Duka la Baraka' });
});

/** A fresh sale of the owner's: two packets of a tracked tea, paid in cash. */
async function sold() {
  const product = await addProduct(t.transport, owner, { name: `Tea ${crypto.randomUUID().slice(0, 6)}`, sellingPrice: 100, quantity: 10, taxCode: 'B' });
  const res = await postSale(t.transport, owner, cashSale(owner, [{ productId: product.id, quantity: 2, calcPrice: 100 }]));
  expect(res.status, res.body.errordesc).toBe(200);
  return { productId: product.id, saleId: res.body.result!.transactionId };
}

/** L3, L4 and L5 by `shop`, each against a sale of its own; their statuses in that order. */
async function giveBack(shop: Shop): Promise<number[]> {
  const voided = await sold();
  const refunded = await sold();
  const credited = await sold();
  return [
    (await voidSale(t.transport, shop, voided.saleId)).status,
    (await refundSale(t.transport, shop, refunded.saleId, { itemList: [{ productId: refunded.productId, quantity: 1 }] })).status,
    (
      await postCreditNote(t.transport, shop, {
        originalTransactionId: credited.saleId,
        itemList: [{ productId: credited.productId, quantity: 1 }],
        reason: 'Damaged',
      })
    ).status,
  ];
}

const countReturns = async () =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(transactions)
      .where(sql`kind <> 'Sale'`)
  )[0]!.n;

describe('L3–L5 need the refunds key (API.md §1.2)', () => {
  it('a cashier with only pos is 403 FORBIDDEN on void, refund and credit note, and nothing is given back', async () => {
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    const before = await countReturns();
    const { productId, saleId } = await sold();
    const shop = { token: cashier.token, businessId: owner.businessId };
    const refused = [
      await voidSale(t.transport, shop, saleId),
      await refundSale(t.transport, shop, saleId),
      await postCreditNote(t.transport, shop, { originalTransactionId: saleId, itemList: [{ productId, quantity: 1 }], reason: 'Damaged' }),
    ];
    for (const res of refused) expect(res).toMatchObject({ status: 403, body: { success: false, code: 'FORBIDDEN' } });
    expect(refused[0]!.body.errordesc).toContain('refunds');
    expect(await countReturns()).toBe(before);
    const sale = await t.call(getTransactionDetails, { token: owner.token, params: { businessId: owner.businessId, transactionId: saleId } });
    expect(sale.body.result).toMatchObject({ isDeleted: false, salesStatus: 1, linked: [] });
  });

  it('a cashier given refunds may void, refund and raise a credit note', async () => {
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos', 'refunds'] });
    expect(await giveBack({ token: cashier.token, businessId: owner.businessId })).toEqual([200, 200, 200]);
  });

  it('Owner and Admin pass without the key in their roles', async () => {
    const admin = await createMember(t, owner, { roleTypes: 'Admin', roles: [] });
    expect(await giveBack({ token: admin.token, businessId: owner.businessId })).toEqual([200, 200, 200]);
    expect(await giveBack(owner)).toEqual([200, 200, 200]);
  });

  it('a plan without refunds is 403 PLAN_MODULE, even for the owner', async () => {
    const shop = await t.owner();
    const product = await addProduct(t.transport, shop, { name: 'Salt', sellingPrice: 30, quantity: 5 });
    const [plan] = await t.database.db
      .insert(plans)
      .values({ code: 'sell-only', name: 'Sell only', modules: ['pos', 'settings', 'users', 'billing'], maxUsers: 1, maxBusinesses: 1 })
      .returning();
    await t.database.db.update(tenants).set({ planId: plan!.id }).where(eq(tenants.id, shop.tenantId));
    const sale = await postSale(t.transport, shop, cashSale(shop, [{ productId: product.id, quantity: 1, calcPrice: 30 }]));
    expect(sale.status).toBe(200);
    const res = await refundSale(t.transport, shop, sale.body.result!.transactionId);
    expect(res).toMatchObject({ status: 403, body: { code: 'PLAN_MODULE' } });
  });

  it('a shop whose plan lapsed can still give money back, as it can still sell', async () => {
    const shop = await t.owner();
    const product = await addProduct(t.transport, shop, { name: 'Soap', sellingPrice: 80, quantity: 5 });
    const sale = await postSale(t.transport, shop, cashSale(shop, [{ productId: product.id, quantity: 1, calcPrice: 80 }]));
    await t.database.db
      .update(tenants)
      .set({ planExpiresOn: new Date(Date.now() - 30 * 24 * 3600 * 1000) })
      .where(eq(tenants.id, shop.tenantId));
    expect((await refundSale(t.transport, shop, sale.body.result!.transactionId)).status).toBe(200);
  });
});

describe('plans and the refunds key', () => {
  it('every plan on offer that sells also refunds, in the catalogue and in the database', async () => {
    for (const plan of PLAN_CATALOGUE) expect(plan.modules.includes('refunds'), plan.code).toBe(plan.modules.includes('pos'));
    const stored = await t.database.db.select({ code: plans.code, modules: plans.modules }).from(plans);
    const offered = stored.filter((row) => PLAN_CATALOGUE.some((plan) => plan.code === row.code));
    expect(offered).toHaveLength(PLAN_CATALOGUE.length);
    for (const plan of offered) expect(plan.modules, plan.code).toContain('refunds');
  });

  it('migration 0019 adds refunds to each stored plan that has pos, once, and to no other', async () => {
    const file = fs.readdirSync(migrationsFolder).find((name) => name.startsWith('0019_'));
    const update = fs
      .readFileSync(path.join(migrationsFolder, file!), 'utf8')
      .split('--> statement-breakpoint')
      .find((statement) => /UPDATE "plans"/.test(statement));
    const rows = [
      { code: 'old-sell', modules: ['pos', 'customers'] },
      { code: 'old-both', modules: ['pos', 'refunds'] },
      { code: 'old-none', modules: ['reports'] },
    ];
    await t.database.db.insert(plans).values(rows.map((row) => ({ ...row, name: row.code, maxUsers: 1, maxBusinesses: 1 })));
    await t.database.db.execute(sql.raw(update!));
    const after = await t.database.db.select({ code: plans.code, modules: plans.modules }).from(plans);
    const modulesOf = (code: string) => after.find((row) => row.code === code)!.modules;
    expect(modulesOf('old-sell')).toEqual(['pos', 'customers', 'refunds']);
    expect(modulesOf('old-both')).toEqual(['pos', 'refunds']);
    expect(modulesOf('old-none')).toEqual(['reports']);
  });
});
