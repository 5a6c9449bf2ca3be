import { extractText, getDocumentProxy } from 'unpdf';
import { expect, test, longWait } from './support/fixtures';
import { registerOwnerViaApi, storeSession } from './support/api';
import { callApi } from './support/till';
import { balanceOf, payLaterSale, stockOf } from './support/credit-book';

const SHOTS = 'e2e/screenshots';

/**
 * The whole credit book in one walk, as a shop lives it: a pay-later sale, goods brought back (part off the
 * debt, part sent back by M-Pesa), the rest collected by an M-Pesa prompt from the customer's page, and the
 * statement PDF that shows all of it.
 */
test('pay later → refund with restock split two ways → the rest by M-Pesa prompt → balance 0 → statement PDF', async ({ page, request }) => {
  // One walk through four screens and a real M-Pesa prompt round trip (the simulator answers in seconds).
  test.setTimeout(120_000);
  const owner = await registerOwnerViaApi(request, 'Duka la Wanjiru');
  await callApi(request, owner, '/api/Settings/SaveCashRegisterSettings', { businessId: owner.businessId, mobileMoneyEnabled: true });
  const { product, customer, sale } = await payLaterSale(request, owner);
  expect(await balanceOf(request, owner, customer.id)).toBe(300);

  await storeSession(page, owner);
  await page.goto('/transactions');
  await page.getByRole('grid').locator('.MuiDataGrid-row', { hasText: sale.receiptNo }).click();
  await page
    .getByRole('dialog', { name: /^Receipt/ })
    .getByRole('button', { name: 'Refund' })
    .click();
  const refund = page.getByRole('dialog', { name: `Refund from receipt ${sale.receiptNo}` });
  await refund.getByRole('textbox', { name: 'Quantity of Omo 1kg to return' }).fill('1');
  await refund.getByRole('combobox', { name: 'Money goes back as' }).click();
  await page.getByRole('option', { name: "On the customer's account" }).click();
  await refund.getByRole('button', { name: 'Give back another way' }).click();
  // 60 comes off what she owes; the second part, M-Pesa sent back, takes the rest.
  await refund.getByRole('textbox', { name: 'Amount of part 1' }).fill('60');
  await refund.getByRole('combobox', { name: 'Part 2 goes back as' }).click();
  await page.getByRole('option', { name: 'M-Pesa', exact: true }).click();
  await expect(refund.getByRole('textbox', { name: 'Part 2: the rest' })).toHaveValue('40.00');
  await refund.getByRole('textbox', { name: 'Reference of part 2 (optional)' }).fill('QK7HX1Y2Z3');
  await refund.getByRole('textbox', { name: 'Amount of part 1' }).fill('160');
  await expect(refund.getByText('The parts give back 60.00 more than the refund: lower one of them')).toBeVisible();
  await refund.getByRole('textbox', { name: 'Amount of part 1' }).fill('60');
  await page.screenshot({ path: `${SHOTS}/refund-split-1440-light.png` });
  await refund.getByRole('button', { name: 'Refund 100.00' }).click();
  await expect(page.getByText(/^Refund .* of .*100\.00 recorded\.$/)).toBeVisible();
  expect(await stockOf(request, owner, product.id)).toBe(18);
  expect(await balanceOf(request, owner, customer.id)).toBe(240);

  await page.goto(`/customers/${customer.id}`);
  await page.getByRole('button', { name: 'Receive payment' }).click();
  const payment = page.getByRole('dialog', { name: /^Receive payment from/ });
  await expect(payment.getByRole('textbox', { name: 'Amount received' })).toHaveValue('240.00');
  await payment.getByRole('combobox', { name: 'Paid by' }).click();
  await page.getByRole('option', { name: 'M-Pesa prompt' }).click();
  // The simulator pays a prompt to a number ending in 00.
  await payment.getByLabel("Customer's M-Pesa phone").fill('0711334400');
  await payment.getByRole('button', { name: 'Send prompt' }).click();
  await expect(page.getByText(/^240\.00 received by M-Pesa \([A-Z0-9]{10}\) and recorded$/)).toBeVisible({ timeout: longWait(20_000) });
  await expect(payment).toBeHidden();
  await expect(page.getByText('Payment (M-Pesa prompt)').first()).toBeVisible();
  expect(await balanceOf(request, owner, customer.id)).toBe(0);

  const statement = page.getByRole('heading', { name: 'Statement' }).locator('xpath=ancestor::div[contains(@class,"MuiCard-root")]');
  await statement.getByRole('textbox', { name: 'From' }).fill('01/01/2020');
  await expect(page.getByTestId('statement-closing')).toContainText('0.00');
  await statement.getByRole('button', { name: 'Statement as PDF' }).click();
  const open = page.getByRole('group', { name: 'Statement PDF' }).getByRole('link', { name: 'Open PDF' });
  const href = await open.getAttribute('href');
  expect(href).toMatch(/\/api\/Customer\/StatementPdf\/[\w-]+$/);
  await page.screenshot({ path: `${SHOTS}/customer-statement-1440-light.png`, fullPage: true });
  const pdf = await request.get(href!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), { mergePages: true });
  expect(text).toContain('Wanjiru Kamau');
  expect(text).toContain('Bought on credit');
  expect(text).toContain('−KSh 60.00');
  expect(text).toContain('Payment (M-Pesa)');
  expect(text).toMatch(/KSh 0\.00\s*Closing balance/);

  await page.setViewportSize({ width: 360, height: 760 });
  await page.reload();
  await expect(page.getByTestId('statement-closing')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: `${SHOTS}/customer-page-360-light.png`, fullPage: true });
});
