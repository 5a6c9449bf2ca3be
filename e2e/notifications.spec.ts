import { expect, test, longWait } from './support/fixtures';
import * as factories from '@dukani/test-factories';
import { registerOwnerViaApi, storeSession, transportOf } from './support/api';
import { checkoutDialog, openTill, saleRecorded } from './support/till';

const SHOTS = 'e2e/screenshots';

test('a sale that leaves a product low on stock rings the bell; the notice is read, then deleted', async ({ page, request }) => {
  const owner = await registerOwnerViaApi(request, 'Duka la Wanjiru');
  await factories.addProduct(transportOf(request), owner, { name: 'Kimbo 1kg', sellingPrice: 320, quantity: 5, lowstock: 3 });
  await openTill(page, owner);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  await page.getByRole('button', { name: 'Add Kimbo 1kg' }).click();
  await page.getByRole('button', { name: 'Add Kimbo 1kg' }).click();
  await page.getByRole('button', { name: /^Charge/ }).click();
  const checkout = checkoutDialog(page);
  await checkout.getByLabel('Cash received').fill('640');
  await checkout.getByRole('button', { name: 'Complete sale' }).click();
  await saleRecorded(page).getByRole('button', { name: 'New sale' }).click();
  await expect(saleRecorded(page)).toBeHidden();
  // The sale refreshed the bell: no wait for the 30 s poll (at most 10 s on CI).
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: longWait(5_000) });

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const notice = panel.getByRole('listitem').filter({ hasText: 'Low stock' });
  await expect(notice).toContainText('Kimbo 1kg is down to 3');
  await page.screenshot({ path: `${SHOTS}/notifications-1440-light.png` });
  await panel.getByRole('tab', { name: 'Unread (1)' }).click();
  await notice.getByRole('button', { name: /^Low stock/ }).click();
  await expect(panel.getByText('Nothing unread.')).toBeVisible();
  await panel.getByRole('tab', { name: 'All' }).click();
  await panel.getByRole('button', { name: 'Delete "Low stock"' }).click();
  await expect(panel.getByText('No notifications yet.')).toBeVisible();
  // The deleted row's button is gone; the keyboard stays in the list (its heading), so Escape closes it.
  await expect(panel.getByRole('heading', { name: 'Notifications' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAccessibleName('Notifications');
});

test('the bell and its list at 360 px in German, dark', async ({ page, request }) => {
  const owner = await registerOwnerViaApi(request, 'Duka la Wanjiru');
  const transport = transportOf(request);
  const product = await factories.addProduct(transport, owner, { name: 'Kimbo 1kg', sellingPrice: 320, quantity: 5, lowstock: 3 });
  const sold = await factories.postSale(transport, owner, factories.cashSale(owner, [{ productId: product.id, quantity: 2, calcPrice: 320 }]));
  expect(sold.status, sold.body.errordesc).toBe(200);
  await page.setViewportSize({ width: 360, height: 760 });
  await page.addInitScript(() =>
    localStorage.setItem('settings', JSON.stringify({ direction: 'ltr', responsiveFontSizes: true, theme: 'dark', language: 'de' })),
  );
  await storeSession(page, owner);
  await page.goto('/');
  const bell = page.getByRole('button', { name: 'Benachrichtigungen, 1 ungelesen' });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Benachrichtigungen' });
  await expect(panel.getByRole('listitem').filter({ hasText: 'Niedriger Bestand' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: `${SHOTS}/notifications-360-dark-de.png` });
});
