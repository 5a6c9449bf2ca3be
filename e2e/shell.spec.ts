import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { sweepSchemes, sweepWidths } from './support/sweep';
import { registerOwnerViaApi, storeSession, transportOf } from './support/api';
import { addProduct, addPurchase, addSupplier, cashSale, openRegister, postSale } from '@dukani/test-factories';
import { fillSignIn, outboxCount, waitForNewCode } from './support/outbox';

const SHOTS = 'e2e/screenshots';

test.describe('dashboard shell', () => {
  test("the overview shows today's sales: none, then the owner's dashboard with what two sales came to", async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request, 'Duka la Mama');
    await storeSession(page, owner);
    await page.goto('/overview');
    const card = page.getByRole('region', { name: "Today's sales" });
    await expect(card).toContainText('No sales yet today');

    const transport = transportOf(request);
    const tea = await addProduct(transport, owner, { name: 'Ketepa Tea', sellingPrice: 120, buyingPrice: 95, quantity: 10 });
    const supplier = await addSupplier(transport, owner, { supplierName: 'Kapa Wholesalers' });
    await addPurchase(transport, owner, supplier.id, [{ item_Desc: 'Sugar 2kg', quantity: 4, itemCost: 210 }]);
    await openRegister(transport, owner, 0);
    for (const quantity of [1, 2]) {
      const sale = await postSale(transport, owner, cashSale(owner, [{ productId: tea.id, quantity, calcPrice: 120, name: 'Ketepa Tea' }]));
      expect(sale.status).toBe(200);
    }
    // Once the shop has sold, the owner's dashboard takes the place of the day's card.
    await page.reload();
    const board = page.getByRole('region', { name: 'How the shop is doing' });
    await expect(board.getByRole('link', { name: /Net sales today/ })).toContainText('360.00');
    await expect(board).toContainText('Sales made2');
    // 3 teas at 120 bought at 95: 75 profit; the sugar bought on credit is what the shop owes.
    await expect(board).toContainText('Profit today75.00');
    await expect(board.getByRole('link', { name: /You owe suppliers/ })).toContainText('840.00');
    await expect(board.getByRole('region', { name: 'Best sellers (30 days)' })).toContainText('Ketepa Tea');
    await page.screenshot({ path: `${SHOTS}/overview-dashboard-1440-light.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 760 });
    await expect(board).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `${SHOTS}/overview-dashboard-360-light.png`, fullPage: true });
    await board.getByRole('link', { name: /Net sales today/ }).click();
    await expect(page).toHaveURL(/\/transactions$/);
  });

  test('switching business updates the shell, the overview and the stored business', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request, 'Main Street Shop');
    const second = await request.post('/api/Business/CreateBusiness', {
      headers: { Authorization: `Bearer ${owner.token}` },
      data: { organizationName: 'Market Stall Two', country: 'KE', city: 'Nakuru' },
    });
    expect(second.ok()).toBe(true);
    const { result: created } = (await second.json()) as { result: { businessId: number } };

    await storeSession(page, owner);
    await page.goto('/overview');
    await expect(page.getByTestId('business-name')).toHaveText('Main Street Shop');

    await page.getByRole('button', { name: /Switch business, current: Main Street Shop/ }).click();
    await page.getByRole('menuitem', { name: /Market Stall Two/ }).click();

    await expect(page.getByText('Now working in Market Stall Two')).toBeVisible();
    await expect(page.getByTestId('business-name')).toHaveText('Market Stall Two');
    await expect(page.getByRole('button', { name: /Switch business, current: Market Stall Two/ })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('businessId'))).toBe(String(created.businessId));

    // The choice survives a reload.
    await page.reload();
    await expect(page.getByTestId('business-name')).toHaveText('Market Stall Two');
  });

  test('German and dark mode persist across a reload', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request);
    await page.emulateMedia({ colorScheme: 'light' });
    await storeSession(page, owner);
    await page.goto('/overview');
    await expect(page.getByRole('heading', { name: 'Set up your shop' })).toBeVisible();

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await expect(page.getByText('Sprache geändert')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Richten Sie Ihren Laden ein' })).toBeVisible();

    await page.getByRole('button', { name: 'Zum dunklen Design wechseln' }).click();
    await expect(page.getByRole('button', { name: 'Zum hellen Design wechseln' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Richten Sie Ihren Laden ein' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zum hellen Design wechseln' })).toBeVisible();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(11, 15, 25)');
    const settings = await page.evaluate(() => JSON.parse(localStorage.getItem('settings') ?? '{}') as Record<string, unknown>);
    expect(settings).toEqual({ direction: 'ltr', responsiveFontSizes: true, theme: 'dark', language: 'de' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('the theme follows the system until the user picks one', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('settings'))).toBeNull();
  });

  test('on a phone the navigation opens from the menu button; on a desk it stays open', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request);
    await storeSession(page, owner);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/overview');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(nav.getByRole('link', { name: 'Overview' })).toBeVisible();
    await nav.getByRole('link', { name: 'Overview' }).click();
    await expect(nav).toBeHidden();

    await page.setViewportSize({ width: 1920, height: 1080 });
    await expect(nav.getByRole('link', { name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeHidden();
  });

  test('an unknown address shows a page with a way back', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the start' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
});

async function shoot(page: Page, name: string) {
  for (const scheme of sweepSchemes()) {
    await page.evaluate(
      (theme) => localStorage.setItem('settings', JSON.stringify({ direction: 'ltr', responsiveFontSizes: true, theme, language: 'en' })),
      scheme,
    );
    for (const width of sweepWidths([360, 1920])) {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 1080 });
      await page.reload();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SHOTS}/${name}-${scheme}-${width}.png`, fullPage: true });
    }
  }
}

test('screenshots: sign-in, register, code screen and overview in both themes at 360 and 1920 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  const owner = await registerOwnerViaApi(request, 'Mama Njeri Shop');

  await page.goto('/');
  await shoot(page, 'sign-in');
  await page.goto('/register');
  await shoot(page, 'register');

  await page.goto('/');
  const before = await outboxCount(request, owner.phone);
  await fillSignIn(page, owner.phone, owner.password, false);
  await expect(page.getByRole('heading', { name: 'Enter your sign-in code' })).toBeVisible();
  await shoot(page, 'code');
  const code = await waitForNewCode(request, owner.phone, before);
  await page.getByLabel('Digit 1 of 6').fill(code);
  await expect(page).toHaveURL('/overview');
  await expect(page.getByRole('heading', { name: 'Set up your shop' })).toBeVisible();
  await shoot(page, 'overview');
});
