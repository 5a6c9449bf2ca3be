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
