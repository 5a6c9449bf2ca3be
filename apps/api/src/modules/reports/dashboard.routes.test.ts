import { beforeAll, describe, expect, it } from 'vitest';
import { businessDateOf, sumMoney } from '@dukani/domain';
import { getCashRegisterReport, getCategoriesReport, getDashboard, getPayables, getProfitSummary, getSales, getSalesReport } from '@dukani/contracts';
import {
  addCategory,
  addCustomer,
  addProduct,
  addPurchase,
  addSupplier,
  cashSale,
  closeRegister,
  openRegister,
  payPurchase,
  postCreditNote,
  postSale,
  refundSale,
  voidSale,
} from '@dukani/test-factories';
import { useTestApp } from '../../../test/helper';
import { createMember, type Owner } from '../../../test/fixtures';

const t = useTestApp();
let owner: Owner;
beforeAll(async () => {
  owner = await t.owner();
});

const dashboard = (shop: Owner, token = shop.token) => t.call(getDashboard, { token, params: { businessId: shop.businessId } });

describe('R2 dashboard', () => {
  it("today's figures equal L7's sum and count for today, R1's and I8's too, and the parts add up", async () => {
    const shop = await t.owner();
    await openRegister(t.transport, shop, 100);
    const drinks = await addCategory(t.transport, shop, 'Drinks');
    // Soda's cost is known (40 a bottle); rice has no buying price, so its sales are outside the profit.
    const soda = await addProduct(t.transport, shop, {
      name: 'Soda 500ml',
      sellingPrice: 60,
      buyingPrice: 40,
      quantity: 12,
      lowstock: 5,
      categoryId: drinks.id,
    });
    const rice = await addProduct(t.transport, shop, { name: 'Rice 2kg', sellingPrice: 250, buyingPrice: null, quantity: 40, lowstock: 2 });
    const customer = await addCustomer(t.transport, shop, { phoneNumber: '0711555666' });
    // Cash handed over 500 for 480: 20 change; a pay-later sale; a split; and a voided one that must not count.
    const sales = [
      cashSale(shop, [{ productId: soda.id, quantity: 8, calcPrice: 60 }], {
        paymentSummary: [{ paymentValue: 'Cash', amount: 500 }],
        totalPaid: 500,
        balance: -20,
      }),
      cashSale(shop, [{ productId: rice.id, quantity: 1, calcPrice: 250 }], {
        customerId: customer.id,
        paymentSummary: [{ paymentValue: 'PayLater', amount: 0, dueDate: '2030-01-31' }],
        totalPaid: 0,
        balance: 250,
      }),
      cashSale(shop, [{ productId: rice.id, quantity: 2, calcPrice: 250 }], {
        paymentSummary: [
          { paymentValue: 'Cash', amount: 200 },
          { paymentValue: 'Mpesa', amount: 300, referenceNumber: 'QK12AB34CD' },
        ],
      }),
    ];
    for (const sale of sales) {
      const posted = await postSale(t.transport, shop, sale);
      expect(posted.status, posted.body.errordesc).toBe(200);
    }
    const voided = await postSale(t.transport, shop, cashSale(shop, [{ productId: rice.id, quantity: 1, calcPrice: 250 }]));
    expect((await voidSale(t.transport, shop, voided.body.result!.transactionId)).status).toBe(200);

    const res = await dashboard(shop);
    expect(res.status, res.body.errordesc).toBe(200);
    const board = res.body.result!;
    const today = businessDateOf('KE', new Date());
    const list = (await t.call(getSales, { token: shop.token, params: { businessId: shop.businessId }, query: { StartDate: today, EndDate: today } })).body
      .result!;
    expect(board.today).toEqual({
      date: today,
      sales: list.sum,
      grossSales: 1230,
      returns: 0,
      transactions: list.totalRecords,
      averageBasket: Math.round((list.sum / 3) * 100) / 100,
      // 8 sodas: 480 − 8 × 40; the share is soda's 480 of the 1,230 sold.
      profit: 160,
      costKnownShare: 0.39,
    });
    expect(board.today).toMatchObject({ sales: 1230, transactions: 3 });
    expect(board.daily).toHaveLength(30);
    expect(board.daily.at(-1)).toEqual({ date: today, sales: 1230, grossSales: 1230, returns: 0, transactions: 3 });
    expect(sumMoney(board.byHour.map((h) => h.sales))).toBe(1230);
    expect(board.paymentMix).toEqual([
      { paymentValue: 'Cash', amount: 680 },
      { paymentValue: 'Mpesa', amount: 300 },
      { paymentValue: 'PayLater', amount: 250 },
    ]);
    expect(sumMoney(board.paymentMix.map((m) => m.amount))).toBe(board.today.sales);
    expect(board.topItems.map((i) => [i.name, i.quantity, i.salesAmount])).toEqual([
      ['Rice 2kg', 3, 750],
      ['Soda 500ml', 8, 480],
    ]);
    expect(board.topCategories).toEqual([{ name: 'Drinks', salesAmount: 480 }]);
    expect(board.lowStock).toEqual([{ productId: soda.id, name: 'Soda 500ml', quantity: 4, lowstock: 5 }]);
    expect(board.owedToShop).toEqual({ customers: 1, amount: 250 });
    expect(board.sameDayLastWeek).toMatchObject({ sales: 0, transactions: 0, averageBasket: 0, profit: 0, costKnownShare: 0 });
    expect(board.owedByShop).toEqual({ suppliers: 0, amount: 0, overdue: 0 });
    // No eTIMS device: no tax-authority figure.
    expect(board.taxAuthority).toBeNull();

    // The register report and the categories report of the same day count the same sales.
    const register = (await t.call(getCashRegisterReport, { token: shop.token, query: { BusinessId: shop.businessId, StartDate: today, EndDate: today } })).body
      .result!;
    expect(register.totals.totalSales).toBe(list.sum);
    expect(register.totals.salesByMode).toEqual(expect.arrayContaining([{ paymentValue: 'Mpesa', amount: 300 }]));
    const categories = (
      await t.call(getCategoriesReport, { token: shop.token, params: { businessId: shop.businessId }, query: { StartDate: today, EndDate: today } })
    ).body.result!;
    expect(sumMoney(categories.map((row) => row.salesAmount))).toBe(list.sum);
    expect(categories.find((row) => row.categoryname === 'Drinks')).toMatchObject({ quantitySold: 8, salesAmount: 480 });
    const salesReport = (
      await t.call(getSalesReport, { token: shop.token, params: { businessId: shop.businessId }, query: { StartDate: today, EndDate: today } })
    ).body.result!;
    expect(salesReport.totals).toEqual({ quantities: [{ unitId: 1, quantity: 11 }], salesAmount: list.sum });
    expect(salesReport.products.map((row) => [row.name, row.categoryName, row.quantity, row.salesAmount])).toEqual([
      ['Rice 2kg', null, 3, 750],
      ['Soda 500ml', 'Drinks', 8, 480],
    ]);
    expect(salesReport.categories).toEqual([
      { categoryName: null, quantities: [{ unitId: 1, quantity: 3 }], salesAmount: 750 },
      { categoryName: 'Drinks', quantities: [{ unitId: 1, quantity: 8 }], salesAmount: 480 },
    ]);
    // A day reads its lines document by document, a year by one scan of the lines (sales-figures.ts, readFor): one answer.
    const yearAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10);
    const overAYear = (
      await t.call(getSalesReport, { token: shop.token, params: { businessId: shop.businessId }, query: { StartDate: yearAgo, EndDate: today } })
    ).body.result!;
    expect(overAYear).toEqual(salesReport);
    const backwards = await t.call(getSalesReport, {
      token: shop.token,
      params: { businessId: shop.businessId },
      query: { StartDate: today, EndDate: '2020-01-01' },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.field).toBe('StartDate');
  });

  it('nets refunds and credit notes on the day they happen: dashboard, sales report, profit card and register read one net figure', async () => {
    const shop = await t.owner();
    const sugar = await addProduct(t.transport, shop, { name: 'Sugar loose', sellingPrice: 180, buyingPrice: 150, quantity: 40, unitId: 2 });
    const soap = await addProduct(t.transport, shop, { name: 'Soap bar', sellingPrice: 65, buyingPrice: 50, quantity: 40 });
    await openRegister(t.transport, shop, 0);
    const sold = await postSale(
      t.transport,
      shop,
      cashSale(shop, [
        { productId: sugar.id, quantity: 1.5, calcPrice: 180 },
        { productId: soap.id, quantity: 9, calcPrice: 65 },
      ]),
    );
    expect(sold.status, sold.body.errordesc).toBe(200);
    const saleId = sold.body.result!.transactionId;
    // 0.5 kg of sugar back in cash, 1 soap on a credit note: 90 + 65 returned of 855.
    expect((await refundSale(t.transport, shop, saleId, { itemList: [{ productId: sugar.id, quantity: 0.5, addInventory: true }] })).status).toBe(200);
    const note = await postCreditNote(t.transport, shop, {
      originalTransactionId: saleId,
      itemList: [{ productId: soap.id, quantity: 1, addInventory: true }],
      reason: '06',
    });
    expect(note.status, note.body.errordesc).toBe(200);

    const today = businessDateOf('KE', new Date());
    const board = (await dashboard(shop)).body.result!;
    expect(board.today).toMatchObject({ grossSales: 855, returns: 155, sales: 700, transactions: 1 });
    expect(sumMoney(board.byHour.map((h) => h.sales))).toBe(700);
    // Profit on what stayed sold: 1 kg sugar (180 − 150) + 8 soaps (8 × 15).
    expect(board.today.profit).toBe(150);
    expect(board.paymentMix).toEqual([{ paymentValue: 'Cash', amount: 765 }]);
    const report = (await t.call(getSalesReport, { token: shop.token, params: { businessId: shop.businessId }, query: { StartDate: today, EndDate: today } }))
      .body.result!;
    expect(report.totals).toEqual({
      quantities: [
        { unitId: 1, quantity: 8 },
        { unitId: 2, quantity: 1 },
      ],
      salesAmount: 700,
    });
    expect(report.products.map((row) => [row.name, row.unitId, row.quantity, row.salesAmount])).toEqual([
      ['Soap bar', 1, 8, 520],
      ['Sugar loose', 2, 1, 180],
    ]);
    const profit = (await t.call(getProfitSummary, { token: shop.token, params: { businessId: shop.businessId } })).body.result!;
    expect(profit).toMatchObject({ sales: 700, deliveryFees: 0, costOfGoodsSold: 550 });
    const register = (await t.call(getCashRegisterReport, { token: shop.token, query: { BusinessId: shop.businessId, StartDate: today, EndDate: today } })).body
      .result!;
    expect(register.totals).toMatchObject({ totalSales: 700, salesByMode: [{ paymentValue: 'Cash', amount: 765 }], expectedCash: 765 });
  });

  it("what the shop owes its suppliers equals N10's totals, paid parts left out", async () => {
    const shop = await t.owner();
    const [wholesaler, bakery] = [await addSupplier(t.transport, shop), await addSupplier(t.transport, shop, {}, '30 days')];
    const old = await addPurchase(t.transport, shop, wholesaler.id, [{ item_Desc: 'Sugar', quantity: 10, itemCost: 120 }], {
      transactionDateUTC: '2020-01-10T08:00:00.000Z',
    });
    await payPurchase(t.transport, shop, old.id, 200);
    await addPurchase(t.transport, shop, bakery.id, [{ item_Desc: 'Bread', quantity: 20, itemCost: 45.5 }]);
    await addPurchase(t.transport, shop, bakery.id, [{ item_Desc: 'Buns', quantity: 5, itemCost: 30 }]);
    const payables = (await t.call(getPayables, { token: shop.token, params: { businessId: shop.businessId } })).body.result!;
    const res = await dashboard(shop);
    expect(res.status, res.body.errordesc).toBe(200);
    expect(res.body.result!.owedByShop).toEqual({ suppliers: 2, amount: payables.total, overdue: payables.overdue });
    // 1,200 − 200 paid from the wholesaler (due long ago), 910 + 150 to the bakery (due in 30 days).
    expect(res.body.result!.owedByShop).toEqual({ suppliers: 2, amount: 2060, overdue: 1000 });
  });

  it('counts closed shifts waiting for approval', async () => {
    const shop = await t.owner();
    const session = await openRegister(t.transport, shop, 100);
    await closeRegister(t.transport, shop, session.id, 100);
    const res = await dashboard(shop);
    expect(res.status, res.body.errordesc).toBe(200);
    expect(res.body.result!.sessionsAwaitingApproval).toBe(1);
  });

  it('needs the reports key: a cashier with only the till is 403, another business 403', async () => {
    const cashier = await createMember(t, owner, { roleTypes: 'Salesperson', roles: ['pos'] });
    expect((await dashboard(owner, cashier.token)).status).toBe(403);
    const stranger = await t.owner();
    expect((await dashboard(owner, stranger.token)).status).toBe(403);
  });
});
