import { callRoute, createMember } from '@dukani/test-factories';
import { refreshToken } from '@dukani/contracts';
import { expect, test } from './support/fixtures';
import { registerOwnerViaApi, storeSession, transportOf } from './support/api';
import { fillSignIn, outboxCount } from './support/outbox';

// Issue 12 item 14: a shared till. The owner marks the device; cashiers then sign in there with phone and password
// and no SMS code, and "Switch cashier" signs one out while the device stays a till for the next.
test('owner marks the device as a till; cashiers sign in without a code and switch', async ({ page, request }) => {
  const owner = await registerOwnerViaApi(request, 'Counter Duka');
  const amina = await createMember(transportOf(request), owner, { name: 'Amina Otieno', roles: ['pos'] });
  const baraka = await createMember(transportOf(request), owner, { name: 'Baraka Mwangi', roles: ['pos'] });

  await storeSession(page, owner);
  await page.goto('/account/shop-tills');
  await expect(page.getByRole('heading', { name: 'Shop tills', level: 1 })).toBeVisible();
  await page.getByLabel('Till name').fill('Front counter');
  await page.getByRole('button', { name: 'Mark as shop till' }).click();
  await expect(page.getByText('This device is the shop till “Front counter”.', { exact: false })).toBeVisible();
  const list = page.getByRole('list', { name: 'Tills of this shop' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('This device')).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/shop-tills.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 760 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: 'e2e/screenshots/shop-tills-360-dark.png', fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1440, height: 900 });

  // The owner leaves; the device shows the sign-in as a till, without "Trust this device".
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('Shop till: Front counter')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Trust this device/ })).toHaveCount(0);
  await page.screenshot({ path: 'e2e/screenshots/shop-till-sign-in.png', fullPage: true });

  // Amina signs in with phone and password: no code is sent, no code screen.
  const codesBefore = await outboxCount(request, amina.phone);
  await fillSignIn(page, amina.phone, amina.password, false);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page).not.toHaveURL(/sign-in\/code/);
  expect(await outboxCount(request, amina.phone)).toBe(codesBefore);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByTestId('user-name')).toHaveText('Amina Otieno');
  const aminaRefresh = await page.evaluate(() => localStorage.getItem('refreshToken'));

  // Switch cashier: Amina's session ends on the server too; the device is still the till.
  await page.getByRole('menuitem', { name: 'Switch cashier' }).click();
  await expect(page.getByText('Shop till: Front counter')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  const reuse = await callRoute(transportOf(request), refreshToken, { body: { refreshToken: aminaRefresh! } });
  expect(reuse.status).toBe(401);

  await fillSignIn(page, baraka.phone, baraka.password, false);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByTestId('user-name')).toHaveText('Baraka Mwangi');
});
