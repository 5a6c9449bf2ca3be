import type { Page } from '@playwright/test';
import { addProduct, addPurchase, addSupplier, cashSale, openRegister, postSale } from '@dukani/test-factories';
import { expect, test } from './support/fixtures';
import { motionEnded, sweepSchemes, sweepWidths } from './support/sweep';
import { registerOwnerViaApi, storeSession, transportOf } from './support/api';
import { callApi } from './support/till';

const SHOTS = 'e2e/screenshots';
/** The smallest real PNG: what a phone camera hands the page in this test. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const profitCard = (page: Page) => page.getByRole('region', { name: 'Profit this month' });

async function addLine(page: Page, name: string, quantity: string, cost: string) {
  const search = page.getByRole('combobox', { name: 'Add a product' });
  await search.fill(name.slice(0, 5));
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await page.getByRole('textbox', { name: `Quantity of ${name}` }).fill(quantity);
  await page.getByRole('textbox', { name: `Cost each of ${name}` }).fill(cost);
}

test.describe('suppliers, purchases and expenses', () => {
  test('a purchase on credit raises stock, is paid in two halves, and an expense with a photographed receipt moves the profit', async ({ page, request }) => {
    test.setTimeout(180_000);
    const owner = await registerOwnerViaApi(request, 'Duka la Mzee Kariuki');
    const transport = transportOf(request);
    const oil = await addProduct(transport, owner, { name: 'Kimbo Fat 1kg', quantity: 2, buyingPrice: 300, sellingPrice: 380 });
    await addProduct(transport, owner, { name: 'Menengai Soap', quantity: 0, buyingPrice: 70, sellingPrice: 100 });
    await addProduct(transport, owner, { name: 'Jogoo Maize Flour 2kg', quantity: 5, buyingPrice: 140, sellingPrice: 190 });
    await storeSession(page, owner);

    // The overview's profit card starts at nothing this month.
    await page.goto('/overview');
    await expect(profitCard(page).getByTestId('profit-total')).toHaveText(/0\.00/);

    // Add a supplier with payment terms.
    await page.goto('/suppliers');
    await page.getByRole('button', { name: 'Add supplier' }).click();
    const supplierDialog = page.getByRole('dialog', { name: 'Add supplier' });
    await supplierDialog.getByRole('textbox', { name: 'Name' }).fill('Bidco Africa');
    await supplierDialog.getByRole('textbox', { name: 'Payment terms' }).fill('30 days');
    await supplierDialog.getByRole('button', { name: 'Save supplier' }).click();
    await expect(supplierDialog).toBeHidden();
    await page.getByRole('grid', { name: 'Suppliers' }).getByRole('link', { name: 'Bidco Africa' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bidco Africa' })).toBeVisible();

    // A purchase of 3 products on credit.
    await page.getByRole('link', { name: 'Record purchase' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Record purchase' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Reference' }).fill('INV-2041');
    await addLine(page, 'Kimbo Fat 1kg', '10', '310');
    await addLine(page, 'Menengai Soap', '24', '75');
    await addLine(page, 'Jogoo Maize Flour 2kg', '6', '150');
    await expect(page.getByTestId('purchase-total')).toContainText('5,800.00');
    await page.getByRole('button', { name: 'Save purchase' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bidco Africa' })).toBeVisible();
    await expect(page.getByTestId('supplier-balance')).toHaveText(/5,800\.00/);

    // Stock rose, and the product's history says why: a Purchase from Bidco, reference INV-2041.
    await page.goto(`/products/${oil.id}/stock`);
    const purchaseRow = page.getByRole('grid', { name: 'Stock history' }).getByRole('row', { name: /Purchase/ });
    await expect(purchaseRow).toContainText('+10');
    await expect(purchaseRow).toContainText('Bought from Bidco Africa · ref INV-2041');

    // Pay half, then the rest: the supplier owes 0.
    await page.goto('/suppliers');
    await page.getByRole('grid', { name: 'Suppliers' }).getByRole('link', { name: 'Bidco Africa' }).click();
    await page.getByRole('button', { name: 'Pay INV-2041' }).click();
    let payDialog = page.getByRole('dialog', { name: 'Pay INV-2041' });
    await payDialog.getByRole('textbox', { name: 'Amount' }).fill('2900');
    await payDialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(payDialog).toBeHidden();
    await expect(page.getByTestId('supplier-balance')).toHaveText(/2,900\.00/);
    await page.getByRole('button', { name: 'Pay INV-2041' }).click();
    payDialog = page.getByRole('dialog', { name: 'Pay INV-2041' });
    await expect(payDialog.getByRole('textbox', { name: 'Amount' })).toHaveValue(/2,900/);
    await payDialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(payDialog).toBeHidden();
    await expect(page.getByTestId('supplier-balance')).toHaveText(/0\.00/);
    await expect(page.getByRole('table', { name: 'Purchases' })).toContainText('Paid');
    await expect(page.getByRole('list', { name: 'Payments' }).getByRole('listitem')).toHaveCount(2);

    // Sell 2 of the oil at the till: the profit card counts it at the purchase's cost (last cost, 310).
    await openRegister(transport, owner, 0);
    expect((await postSale(transport, owner, cashSale(owner, [{ productId: oil.id, quantity: 2, calcPrice: 380, name: 'Kimbo Fat 1kg' }]))).status).toBe(200);
    await page.goto('/overview');
    await expect(profitCard(page).getByTestId('profit-sales')).toContainText('760.00');
    await expect(profitCard(page).getByTestId('profit-cost')).toContainText('620.00');
    await expect(profitCard(page).getByTestId('profit-total')).toHaveText(/140\.00/);

    // An expense with a photographed receipt.
    await page.goto('/expenses');
    await page.getByRole('button', { name: 'Add expense' }).click();
    const expenseDialog = page.getByRole('dialog', { name: 'Add expense' });
    await expenseDialog.getByRole('textbox', { name: 'What (line 1)' }).fill('Boda boda delivery');
    await expenseDialog.getByRole('textbox', { name: 'Cost each' }).fill('200');
    await expenseDialog.getByLabel('Take photo').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PHOTO });
    await expect(expenseDialog.getByTestId('receipt-picked')).toContainText('receipt.png');
    await expenseDialog.getByRole('button', { name: 'Save expense' }).click();
    await expect(expenseDialog).toBeHidden();
    const expenses = page.getByRole('grid', { name: 'Expenses' });
    await expect(expenses.getByRole('row').filter({ hasText: 'Boda boda delivery' })).toContainText('200.00');
    await expect(expenses.getByRole('link', { name: 'View' })).toHaveAttribute('href', /^\/uploads\/.+\.jpg$/);
    // The list holds the purchase too; the type filter leaves the expense alone.
    const totals = page.getByRole('status', { name: 'Totals of the filtered expenses' });
    await expect(totals).toContainText('6,000.00');
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Expenses only' }).click();
    await expect(totals).toContainText('1 expense');
    await expect(totals).toContainText('200.00');

    // The profit card moved by the expense.
    await page.goto('/overview');
    await expect(profitCard(page).getByTestId('profit-expenses')).toContainText('200.00');
    await expect(profitCard(page).getByTestId('profit-total')).toHaveText(/−60\.00|-60\.00/);
  });

  test('screenshots of the supplier, purchase and expense screens at 360 and 1920 px, light and dark', async ({ page, request }) => {
    test.setTimeout(600_000);
    const owner = await registerOwnerViaApi(request, 'Duka la Mzee Kariuki');
    const transport = transportOf(request);
    await addProduct(transport, owner, { name: 'Kimbo Fat 1kg', quantity: 2, buyingPrice: 300 });
    await storeSession(page, owner);
    await page.goto('/suppliers');
    await page.getByRole('button', { name: 'Add supplier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add supplier' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Bidco Africa');
    await dialog.getByRole('textbox', { name: 'Payment terms' }).fill('30 days');
    await dialog.getByRole('button', { name: 'Save supplier' }).click();
    await page.getByRole('grid', { name: 'Suppliers' }).getByRole('link', { name: 'Bidco Africa' }).click();
    await page.getByRole('link', { name: 'Record purchase' }).click();
    await page.getByRole('textbox', { name: 'Reference' }).fill('INV-7');
    await addLine(page, 'Kimbo Fat 1kg', '4', '305');
    await page.getByRole('button', { name: 'Save purchase' }).click();
    await expect(page.getByTestId('supplier-balance')).toHaveText(/1,220\.00/);
    const supplierPath = new URL(page.url()).pathname;
    await page.goto('/expenses');
    await page.getByRole('button', { name: 'Add expense' }).click();
    await page.getByRole('dialog', { name: 'Add expense' }).getByRole('textbox', { name: 'What (line 1)' }).fill('Shop rent');
    await page.getByRole('dialog', { name: 'Add expense' }).getByRole('textbox', { name: 'Cost each' }).fill('15000');
    await page.getByRole('dialog', { name: 'Add expense' }).getByRole('button', { name: 'Save expense' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    for (const scheme of sweepSchemes()) {
      await page.evaluate(
        (theme) => localStorage.setItem('settings', JSON.stringify({ direction: 'ltr', responsiveFontSizes: true, theme, language: 'en' })),
        scheme,
      );
      for (const width of sweepWidths([360, 1920])) {
        await page.setViewportSize({ width, height: width === 360 ? 760 : 1080 });
        for (const [name, path] of [
          ['suppliers', '/suppliers'],
          ['supplier', supplierPath],
          ['purchase', `${supplierPath}/purchases/new`],
          ['expenses', '/expenses'],
          ['categories', '/expenses/categories'],
          ['overview', '/overview'],
        ] as const) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          await motionEnded(page);
          // Nothing may stick out sideways on a phone.
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}`).toBeLessThanOrEqual(width);
          await page.screenshot({ path: `${SHOTS}/purchases-${name}-${scheme}-${width}.png`, fullPage: true });
        }
        await page.goto('/expenses');
        await page.getByRole('button', { name: 'Add expense' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await motionEnded(page);
        await page.screenshot({ path: `${SHOTS}/purchases-expense-dialog-${scheme}-${width}.png` });
        await page.keyboard.press('Escape');
      }
    }
  });

  test('a supplier on a German phone: the Pay button of a purchase due on a date stays on screen, and empty details say how to add them', async ({
    page,
    request,
  }) => {
    const owner = await registerOwnerViaApi(request, 'Duka la Halima');
    const transport = transportOf(request);
    const supplier = await addSupplier(transport, owner, { supplierName: 'Kapa Wholesalers' });
    await addPurchase(transport, owner, supplier.id, [{ item_Desc: 'Zucker 2kg', quantity: 10, itemCost: 240 }], { ref: 'INV-2041' });
    await page.addInitScript(() =>
      localStorage.setItem('settings', JSON.stringify({ direction: 'ltr', responsiveFontSizes: true, theme: 'light', language: 'de' })),
    );
    await storeSession(page, owner);
    await page.setViewportSize({ width: 360, height: 760 });
    await page.goto(`/suppliers/${supplier.id}`);
    await expect(page.getByText('Noch keine Kontakt- oder Zahlungsangaben: mit „Bearbeiten“ hinzufügen.')).toBeVisible();
    const pay = page.getByRole('button', { name: 'INV-2041 bezahlen' });
    await expect(pay).toBeVisible();
    // Wholly inside the screen, not cut off at the card's edge behind a sideways scroll.
    const box = (await pay.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await pay.click();
    await expect(page.getByRole('dialog', { name: 'INV-2041 bezahlen' })).toBeVisible();
  });

  test('dates are typed day first, as the shop writes them: an expense of 05/11/2026 is the 5th of November, and a date that is no date is refused', async ({
    page,
    request,
  }) => {
    const owner = await registerOwnerViaApi(request, 'Duka la Neema');
    await storeSession(page, owner);
    await page.goto('/expenses');
    await page.getByRole('button', { name: 'Add expense' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add expense' });
    const date = dialog.getByRole('textbox', { name: 'Date' });
    // Today, day first (a browser's own date field is month first in English).
    await expect(date).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
    await dialog.getByRole('textbox', { name: 'What (line 1)' }).fill('Boda boda delivery');
    await dialog.getByRole('textbox', { name: 'Cost each' }).fill('200');
    await date.fill('31/02/2026');
    await dialog.getByRole('button', { name: 'Save expense' }).click();
    await expect(dialog.getByText('The date is not complete: write it as the field shows.')).toBeVisible();
    await date.fill('05/11/2026');
    await dialog.getByRole('button', { name: 'Save expense' }).click();
    await expect(dialog).toBeHidden();
    const fifth = await callApi<{ data: { details: { item_Desc: string }[] }[] }>(
      request,
      owner,
      `/api/Expense/expenses/${owner.businessId}?StartDate=2026-11-05&EndDate=2026-11-05`,
    );
    expect(fifth.data.map((expense) => expense.details[0]?.item_Desc)).toEqual(['Boda boda delivery']);
  });
});
