import fs from 'node:fs';
import { expect, test } from './support/fixtures';
import * as factories from '@dukani/test-factories';
import { registerCashierViaApi, registerOwnerViaApi, storeSession, transportOf } from './support/api';
import { callApi } from './support/till';

const SHOTS = 'e2e/screenshots';

test("the owner reviews a cashier's closed shift on the user's page and approves it with a note", async ({ page, request }) => {
  const owner = await registerOwnerViaApi(request, 'Duka la Wanjiru');
  const cashier = await registerCashierViaApi(request, owner);
  const product = await factories.addProduct(transportOf(request), owner, { name: 'Kimbo 1kg', sellingPrice: 300, quantity: 20 });
  const session = await callApi<{ id: number }>(request, cashier, '/api/CashRegister/CreateCashRegisterSession', {
    businessId: owner.businessId,
    openingBalance: 500,
  });
  const sold = await factories.postSale(transportOf(request), cashier, factories.cashSale(owner, [{ productId: product.id, quantity: 1, calcPrice: 300 }]));
  expect(sold.status, sold.body.errordesc).toBe(200);
  await callApi(request, cashier, '/api/CashRegister/EndCashRegisterSession', {
    sessionId: session.id,
    businessId: owner.businessId,
    closingBalance: 780,
    note: 'Two coins missing',
  });

  await storeSession(page, owner);
  await page.goto(`/account/users/${cashier.userId}`);
  const shifts = page.getByRole('list', { name: 'Register shifts' });
  await expect(shifts.getByText('Waiting for approval')).toBeVisible();
  await expect(shifts).toContainText('-20.00');
  await expect(shifts).toContainText('cash expected 800.00 · counted 780.00');
  await shifts.getByRole('button', { name: 'Review' }).click();
  const dialog = page.getByRole('dialog', { name: /^Approve .* shift$/ });
  await expect(dialog.getByRole('table', { name: 'Cash-up' })).toContainText('-20.00');
  await expect(dialog).toContainText('Two coins missing');
  await dialog.getByRole('textbox', { name: 'Your note (optional)' }).fill('Deducted from pay');
  await page.screenshot({ path: `${SHOTS}/register-review-1440-light.png` });
  await dialog.getByRole('button', { name: 'Approve shift' }).click();
  await expect(dialog).toBeHidden();
  await expect(shifts.getByText('Approved', { exact: true })).toBeVisible();
  await expect(shifts.getByRole('button', { name: 'Review' })).toHaveCount(0);

  await page.setViewportSize({ width: 360, height: 760 });
  await page.reload();
  await expect(shifts.getByText('Approved', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shifts.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/register-review-360-light.png` });
});

test('the register report adds up the period and opens a shift’s Z report, printed or saved as PDF', async ({ page, request }) => {
  const owner = await registerOwnerViaApi(request, 'Duka la Amani');
  const transport = transportOf(request);
  const tea = await factories.addProduct(transport, owner, { name: 'Chai 500g', sellingPrice: 100, quantity: 50 });
  const session = await factories.openRegister(transport, owner, 500);
  const first = await factories.postSale(transport, owner, factories.cashSale(owner, [{ productId: tea.id, quantity: 3, calcPrice: 100 }]));
  await factories.postSale(transport, owner, factories.cashSale(owner, [{ productId: tea.id, quantity: 2, calcPrice: 100 }]));
  // One packet back in cash: 500 + 300 + 200 − 100 = 900 expected in the drawer; 890 counted.
  const refund = await factories.refundSale(transport, owner, first.body.result!.transactionId, { itemList: [{ productId: tea.id, quantity: 1 }] });
  expect(refund.status, refund.body.errordesc).toBe(200);
  await factories.closeRegister(transport, owner, session.id, 890, 'Ten bob short');
  // An expense changes none of the day's sales figures.
  await factories.addPlainExpense(transport, owner, [{ item_Desc: 'Sugar for the chai', quantity: 1, itemCost: 150 }]);

  await storeSession(page, owner);
  // The dashboard's day, the register report and the Z report agree: 500.00 sold, 100.00 returned, 400.00 net.
  await page.goto('/overview');
  const board = page.getByRole('region', { name: 'How the shop is doing' });
  await expect(board.getByRole('link', { name: /Net sales today/ })).toContainText('400.00');
  await expect(board.getByRole('link', { name: /Net sales today/ })).toContainText('500.00 sold − 100.00 returned');
  await page.goto('/reports/register');
  await expect(page.getByRole('heading', { name: 'Register report', level: 1 })).toBeVisible();
  const totals = page.getByRole('group', { name: 'Totals of the period' });
  await expect(totals).toContainText('Net sales400.00');
  await expect(totals).toContainText('Cash expected900.00');
  await expect(totals).toContainText('Cash counted890.00');
  await expect(totals).toContainText('-10.00');
  await expect(page.getByRole('list', { name: 'Takings by payment' })).toContainText('400.00');
  await page.getByRole('button', { name: `Z report of shift ${session.id}` }).click();
  const zReport = page.getByRole('dialog', { name: `Z report · shift ${session.id}` });
  await expect(zReport).toContainText('Duka la Amani');
  await expect(zReport).toContainText('Net sales400.00');
  await expect(zReport).toContainText('Refunds paid back (1)');
  await expect(zReport).toContainText('−100.00');
  await expect(zReport).toContainText('Not approved yet');
  await expect(zReport).toContainText('Ten bob short');
  await page.screenshot({ path: `${SHOTS}/z-report-1440-light.png` });
  const download = page.waitForEvent('download');
  await zReport.getByRole('button', { name: 'Save PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`z-report-${session.id}.pdf`);
  await zReport.getByRole('button', { name: 'Close' }).click();

  await page.setViewportSize({ width: 360, height: 760 });
  await expect(page.getByRole('list', { name: 'Shifts' })).toContainText('Net sales 400.00');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: `${SHOTS}/register-report-360-light.png`, fullPage: true });

  // The same figures for a German owner in dark mode, on the phone.
  await page.evaluate(() => localStorage.setItem('settings', JSON.stringify({ direction: 'ltr', responsiveFontSizes: true, theme: 'dark', language: 'de' })));
  await page.goto('/reports/register');
  await expect(page.getByRole('group', { name: 'Summen des Zeitraums' })).toContainText('500,00');
  await page.screenshot({ path: `${SHOTS}/register-report-360-dark-de.png`, fullPage: true });
  await page.goto('/overview');
  await expect(page.getByRole('link', { name: /Nettoumsatz heute/ })).toContainText('400,00');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: `${SHOTS}/overview-dashboard-360-dark-de.png`, fullPage: true });
});

test('the sales report lists the period by product and by category, and exports CSV and Excel', async ({ page, request }) => {
  const owner = await registerOwnerViaApi(request, 'Duka la Baraka');
  const transport = transportOf(request);
  const drinks = await factories.addCategory(transport, owner, 'Drinks');
  const soda = await factories.addProduct(transport, owner, { name: 'Soda 500ml', sellingPrice: 60, quantity: 40, categoryId: drinks.id });
  const rice = await factories.addProduct(transport, owner, { name: 'Rice 2kg', sellingPrice: 250, quantity: 40 });
  await factories.openRegister(transport, owner, 0);
  for (const lines of [
    [{ productId: soda.id, quantity: 8, calcPrice: 60 }],
    [
      { productId: rice.id, quantity: 3, calcPrice: 250 },
      { productId: soda.id, quantity: 2, calcPrice: 60 },
    ],
  ]) {
    const sold = await factories.postSale(transport, owner, factories.cashSale(owner, lines));
    expect(sold.status, sold.body.errordesc).toBe(200);
  }

  await storeSession(page, owner);
  await page.goto('/reports/sales');
  const byProduct = page.getByRole('table', { name: 'By product' });
  await expect(byProduct.getByRole('row')).toHaveText([
    /Product.*Category.*Quantity.*Sales/,
    /Rice 2kg.*Uncategorised.*3 Piece.*750\.00/,
    /Soda 500ml.*Drinks.*10 Piece.*600\.00/,
    /Total.*13 Piece.*1,350\.00/,
  ]);
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV' }).click();
  const csvFile = await csv;
  const today = (await csvFile.suggestedFilename()).match(/sales-report-(\d{4}-\d{2}-\d{2})-/)?.[1];
  expect(today).toBeTruthy();
  const text = fs.readFileSync((await csvFile.path())!, 'utf8');
  expect(text.split('\r\n')).toEqual([
    'Product,Category,Quantity,Unit,Sales',
    'Rice 2kg,Uncategorised,3,Piece,750',
    'Soda 500ml,Drinks,10,Piece,600',
    'Total,,13 Piece,,1350',
    '',
  ]);

  await page.getByRole('tab', { name: 'By category' }).click();
  const byCategory = page.getByRole('table', { name: 'By category' });
  await expect(byCategory.getByRole('row')).toHaveText([
    /Category.*Quantity.*Sales/,
    /Uncategorised.*3 Piece.*750\.00/,
    /Drinks.*10 Piece.*600\.00/,
    /Total.*13 Piece.*1,350\.00/,
  ]);
  const xlsx = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excel' }).click();
  const xlsxFile = await xlsx;
  expect(xlsxFile.suggestedFilename()).toBe(`sales-report-${today}-${today}.xlsx`);
  // An .xlsx is a zip archive: its first bytes are "PK".
  expect(
    fs
      .readFileSync((await xlsxFile.path())!)
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
  await page.screenshot({ path: `${SHOTS}/sales-report-1440-light.png` });
  await page.setViewportSize({ width: 360, height: 760 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: `${SHOTS}/sales-report-360-light.png`, fullPage: true });
});

test('a shift still open has no count: the report leaves counted cash and the difference blank and says why; today’s sales name the way paid in German', async ({
  page,
  request,
}) => {
  const owner = await registerOwnerViaApi(request, 'Duka la Zawadi');
  const transport = transportOf(request);
  const tea = await factories.addProduct(transport, owner, { name: 'Chai 500g', sellingPrice: 100, quantity: 50 });
  await factories.openRegister(transport, owner, 500);
  const sold = await factories.postSale(transport, owner, factories.cashSale(owner, [{ productId: tea.id, quantity: 1, calcPrice: 100 }]));
  expect(sold.status, sold.body.errordesc).toBe(200);

  await storeSession(page, owner);
  await page.goto('/reports/register');
  const totals = page.getByRole('group', { name: 'Totals of the period' });
  await expect(totals).toContainText('Cash expected600.00');
  // Not "0.00" and a green "0.00": nothing was counted, so nothing balanced either.
  await expect(totals).toContainText('Cash counted—');
  await expect(totals).toContainText('Short (−) / over (+)—');
  await expect(page.getByText('1 shift is still open: its drawer is not counted yet')).toBeVisible();

  await page.evaluate(() => localStorage.setItem('settings', JSON.stringify({ direction: 'ltr', responsiveFontSizes: true, theme: 'light', language: 'de' })));
  await page.goto('/pos/sales');
  const sales = page.getByRole('list', { name: 'Heutige Verkäufe' });
  await expect(sales).toContainText('Bar · 1 Artikel');
  await expect(sales).not.toContainText('Cash');
});
