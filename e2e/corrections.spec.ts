import type { Page } from '@playwright/test';
import { expect, test, longWait } from './support/fixtures';
import { motionEnded, sweepSchemes } from './support/sweep';
import * as factories from '@dukani/test-factories';
import { registerOwnerViaApi, storeSession, transportOf } from './support/api';
import { balanceOf, payLaterSale, stockOf } from './support/credit-book';
import { callApi } from './support/till';

const SHOTS = 'e2e/screenshots';
const money = (value: number) => new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

const saleRow = (page: Page, receiptNo: string) => page.getByRole('grid').locator('.MuiDataGrid-row', { hasText: receiptNo });
const drawer = (page: Page) => page.getByRole('dialog', { name: /^Receipt/ });

test.describe('corrections', () => {
  test('a refund of one line with restock, then a credit note, put the goods back and come off what the customer owes', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request, 'Duka la Wanjiru');
    const { product, customer, sale } = await payLaterSale(request, owner);
    expect(await stockOf(request, owner, product.id)).toBe(17);
    expect(await balanceOf(request, owner, customer.id)).toBe(300);

    await storeSession(page, owner);
    await page.goto('/transactions');
    await saleRow(page, sale.receiptNo).click();
    await expect(drawer(page).getByRole('button', { name: 'Void sale' })).toBeVisible();
    await drawer(page).getByRole('button', { name: 'Refund' }).click();

    const dialog = page.getByRole('dialog', { name: `Refund from receipt ${sale.receiptNo}` });
    await expect(dialog.getByText('3 can still be returned')).toBeVisible();
    // More than was sold is refused on the spot, before anything is sent.
    await dialog.getByRole('textbox', { name: 'Quantity of Omo 1kg to return' }).fill('4');
    await expect(dialog.getByText('Only 3 left')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Quantity of Omo 1kg to return' }).fill('1');
    await expect(dialog.getByRole('switch', { name: 'Put Omo 1kg back in stock' })).toBeChecked();
    await dialog.getByRole('combobox', { name: 'Money goes back as' }).click();
    await page.getByRole('option', { name: "On the customer's account" }).click();
    await expect(dialog.getByRole('status')).toHaveText(`To give back: ${money(100)}`);
    await dialog.getByRole('button', { name: `Refund ${money(100)}` }).click();

    await expect(page.getByText(/^Refund .* of .*100\.00 recorded\.$/)).toBeVisible();
    await expect(dialog).toBeHidden();
    // The drawer lists the refund, and a sale with a refund can no longer be voided.
    await expect(drawer(page).getByRole('list', { name: 'Refunds and credit notes' })).toContainText('Refund');
    await expect(drawer(page).getByRole('button', { name: 'Void sale' })).toHaveCount(0);
    expect(await stockOf(request, owner, product.id)).toBe(18);
    expect(await balanceOf(request, owner, customer.id)).toBe(200);

    // A credit note for one more unit: the reason is required; it asks how the money goes back, and for a sale on
    // credit it offers the customer's account first, so it too comes off what she owes.
    await drawer(page).getByRole('button', { name: 'Credit note' }).click();
    const note = page.getByRole('dialog', { name: `Credit note for receipt ${sale.receiptNo}` });
    await expect(note.getByText('2 can still be returned')).toBeVisible();
    await note.getByRole('textbox', { name: 'Quantity of Omo 1kg to return' }).fill('1');
    await expect(note.getByRole('combobox', { name: 'Money goes back as' })).toHaveText("On the customer's account");
    await note.getByRole('button', { name: 'Raise credit note' }).click();
    await expect(note.getByText('Say why the credit note is raised')).toBeVisible();
    await note.getByRole('textbox', { name: 'Reason' }).fill('Packet torn');
    await note.getByRole('button', { name: 'Raise credit note' }).click();
    await expect(page.getByText(/^Credit note .* of .*100\.00 recorded\.$/)).toBeVisible();
    // Written, it opens: the credit note's own paper, to print or hand over, and the way back to its sale.
    const opened = page.getByRole('dialog', { name: /^Credit note \d+/ });
    await expect(opened.getByRole('document', { name: /^Credit note \d+/ })).toContainText('Omo 1kg');
    await expect(opened.getByRole('button', { name: 'Print', exact: true })).toBeVisible();
    await opened.getByRole('button', { name: 'Open the sale' }).click();
    await expect(drawer(page).getByRole('list', { name: 'Refunds and credit notes' })).toContainText('Credit note');
    expect(await stockOf(request, owner, product.id)).toBe(19);
    expect(await balanceOf(request, owner, customer.id)).toBe(100);
  });

  test('a credit note paid back in cash leaves the open shift like a refund; it opens and prints', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request, 'Duka la Amina');
    const transport = transportOf(request);
    await factories.openRegister(transport, owner, 0);
    const product = await factories.addProduct(transport, owner, { name: 'Omo 1kg', sellingPrice: 100, quantity: 20 });
    const sold = await factories.postSale(transport, owner, factories.cashSale(owner, [{ productId: product.id, quantity: 3, calcPrice: 100 }]));
    expect(sold.status, sold.body.errordesc).toBe(200);
    const sale = sold.body.result!;
    const expectedCash = async () =>
      (await callApi<{ expectedCash: number }>(request, owner, `/api/CashRegister/GetUserCashRegisterSession?BusinessId=${owner.businessId}`)).expectedCash;
    expect(await expectedCash()).toBe(300);

    await storeSession(page, owner);
    await page.goto('/transactions');
    await saleRow(page, sale.receiptNo).click();
    await drawer(page).getByRole('button', { name: 'Credit note' }).click();
    const note = page.getByRole('dialog', { name: `Credit note for receipt ${sale.receiptNo}` });
    await note.getByRole('textbox', { name: 'Quantity of Omo 1kg to return' }).fill('1');
    await note.getByRole('textbox', { name: 'Reason' }).fill('Packet torn');
    // No customer on the sale: the money goes back by a way of paying, cash by default.
    await expect(note.getByRole('combobox', { name: 'Money goes back as' })).toHaveText('Cash');
    await note.getByRole('combobox', { name: 'Money goes back as' }).click();
    await expect(page.getByRole('option', { name: "On the customer's account" })).toHaveCount(0);
    await page.getByRole('option', { name: 'Cash' }).click();
    await expect(note.getByRole('status')).toHaveText(`To give back: ${money(100)}`);
    await motionEnded(page);
    await page.screenshot({ path: `${SHOTS}/credit-note-dialog-1366-light.png` });
    await note.getByRole('button', { name: 'Raise credit note' }).click();
    await expect(page.getByText(/^Credit note .* of .*100\.00 recorded\.$/)).toBeVisible();

    const opened = page.getByRole('dialog', { name: /^Credit note \d+/ });
    const paper = opened.getByRole('document', { name: /^Credit note \d+/ });
    await expect(paper).toContainText('Omo 1kg');
    await expect(paper).toContainText('Cash');
    await expect(paper).toContainText(money(100));
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await opened.getByRole('button', { name: 'Print', exact: true }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await motionEnded(page);
    await page.screenshot({ path: `${SHOTS}/credit-note-opened-1366-light.png` });
    // 300 in, 100 back in cash by the credit note: the drawer should hold 200.
    expect(await expectedCash()).toBe(200);
  });

  test('a void from the transactions screen puts the stock back and moves the sale to Voided sales', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request, 'Duka la Wanjiru');
    const { product, customer, sale } = await payLaterSale(request, owner);

    await storeSession(page, owner);
    await page.goto('/transactions');
    await saleRow(page, sale.receiptNo).click();
    await drawer(page).getByRole('button', { name: 'Void sale' }).click();
    const confirm = page.getByRole('dialog', { name: `Void receipt ${sale.receiptNo}?` });
    await confirm.getByRole('button', { name: 'Void sale' }).click();
    await expect(page.getByText(`Operation successful: receipt ${sale.receiptNo} is voided.`)).toBeVisible();
    await expect(drawer(page).getByText('This sale was voided: its goods went back to stock.')).toBeVisible();
    await expect(drawer(page).getByRole('button', { name: 'Refund' })).toHaveCount(0);
    expect(await stockOf(request, owner, product.id)).toBe(20);
    expect(await balanceOf(request, owner, customer.id)).toBe(0);

    await page.goto('/transactions/voided');
    await expect(saleRow(page, sale.receiptNo)).toBeVisible();
  });

  test('a sale KRA signed cannot be voided: the drawer says so and offers Refund, and the refund is signed as a credit note', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request, 'Duka la Kodi');
    const pin = `P${String(Date.now()).slice(-9)}R`;
    await callApi(request, owner, '/v1/api/RegisterDevice', { businessId: owner.businessId, pin, branchId: '00', deviceSerialNo: 'DUKANI-REFUND-1' });
    const { sale } = await payLaterSale(request, owner);
    const statusOf = async (transactionId: number) =>
      (await callApi<{ salesStatus: number }>(request, owner, `/api/Transactions/GetTransactionDetails/${owner.businessId}/${transactionId}`)).salesStatus;
    await expect.poll(() => statusOf(sale.transactionId), { timeout: longWait(30_000) }).toBe(3);

    await storeSession(page, owner);
    await page.goto('/transactions');
    await saleRow(page, sale.receiptNo).click();
    await expect(drawer(page).getByText("This sale is already reported to KRA, so it can't be voided. To take it back, refund it.")).toBeVisible();
    await expect(drawer(page).getByRole('button', { name: 'Void sale' })).toHaveCount(0);
    await drawer(page).getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: `Refund from receipt ${sale.receiptNo}` });
    await dialog.getByRole('textbox', { name: 'Quantity of Omo 1kg to return' }).fill('1');
    await dialog.getByRole('combobox', { name: 'Money goes back as' }).click();
    await page.getByRole('option', { name: "On the customer's account" }).click();
    await dialog.getByRole('button', { name: `Refund ${money(100)}` }).click();
    await expect(page.getByText(/^Refund .* of .*100\.00 recorded\.$/)).toBeVisible();

    // The refund opens from the sale's drawer: its own receipt carries KRA's credit-note block, signed a few seconds
    // later, with its QR.
    await drawer(page)
      .getByRole('list', { name: 'Refunds and credit notes' })
      .getByRole('button', { name: /^Refund/ })
      .click();
    const fiscal = drawer(page).getByRole('region', { name: 'Tax authority (KRA eTIMS)' });
    await expect(fiscal).toContainText('CREDIT NOTE - NC');
    await expect(fiscal.getByRole('img', { name: 'QR code to check this receipt with KRA' })).toBeVisible({ timeout: longWait(30_000) });
    await motionEnded(page);
    await page.screenshot({ path: `${SHOTS}/refund-signed-by-kra.png` });
    await drawer(page).getByRole('button', { name: 'Open the sale' }).click();
    await expect(drawer(page).getByText("This sale is already reported to KRA, so it can't be voided. To take it back, refund it.")).toBeVisible();
  });

  test('the refund dialog on a phone, light and dark', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request, 'Duka la Wanjiru');
    const { sale } = await payLaterSale(request, owner);
    await storeSession(page, owner);
    await page.setViewportSize({ width: 360, height: 760 });
    for (const scheme of sweepSchemes()) {
      await page.evaluate(
        (theme) => localStorage.setItem('settings', JSON.stringify({ direction: 'ltr', responsiveFontSizes: true, theme, language: 'en' })),
        scheme,
      );
      await page.goto('/transactions');
      await saleRow(page, sale.receiptNo).click();
      await drawer(page).getByRole('button', { name: 'Refund' }).click();
      const dialog = page.getByRole('dialog', { name: `Refund from receipt ${sale.receiptNo}` });
      await dialog.getByRole('textbox', { name: 'Quantity of Omo 1kg to return' }).fill('1');
      await expect(dialog.getByRole('status')).toHaveText(`To give back: ${money(100)}`);
      await motionEnded(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.screenshot({ path: `${SHOTS}/refund-dialog-${scheme}-360.png` });
    }
  });

  test('the credit note dialog on a phone asks how the money goes back, light and dark', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request, 'Duka la Wanjiru');
    const { sale } = await payLaterSale(request, owner);
    await storeSession(page, owner);
    await page.setViewportSize({ width: 360, height: 760 });
    for (const scheme of sweepSchemes()) {
      await page.evaluate(
        (theme) => localStorage.setItem('settings', JSON.stringify({ direction: 'ltr', responsiveFontSizes: true, theme, language: 'en' })),
        scheme,
      );
      await page.goto('/transactions');
      await saleRow(page, sale.receiptNo).click();
      await drawer(page).getByRole('button', { name: 'Credit note' }).click();
      const dialog = page.getByRole('dialog', { name: `Credit note for receipt ${sale.receiptNo}` });
      await dialog.getByRole('textbox', { name: 'Quantity of Omo 1kg to return' }).fill('1');
      await expect(dialog.getByRole('combobox', { name: 'Money goes back as' })).toBeVisible();
      await expect(dialog.getByRole('status')).toHaveText(`To give back: ${money(100)}`);
      await motionEnded(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.screenshot({ path: `${SHOTS}/credit-note-dialog-${scheme}-360.png` });
    }
  });
});
