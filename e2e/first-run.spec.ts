import type { Page } from '@playwright/test';
import { expect, test, longWait } from './support/fixtures';
import { freshKenyanPhone, registerOwnerViaApi } from './support/api';
import { addTillProduct, callApi, checkoutDialog, openTill } from './support/till';
import { outboxCount, waitForNewCode } from './support/outbox';
import { motionEnded, sweepSchemes, sweepWidths } from './support/sweep';

const SHOTS = 'e2e/screenshots';

/**
 * Every click a person makes on the page (key presses that submit are not clicks), kept across client navigation,
 * each as the words of what was clicked, so a failure says which step came back.
 */
async function recordClicks(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    document.addEventListener(
      'click',
      (event) => {
        if (!event.isTrusted || !(event.target instanceof Element)) return;
        const control = event.target.closest('button, a, input, label, [role]') ?? event.target;
        const words = (control.getAttribute('aria-label') ?? control.textContent ?? '').replace(/\s+/g, ' ').trim();
        const clicks = JSON.parse(sessionStorage.getItem('e2eClicks') ?? '[]') as string[];
        sessionStorage.setItem('e2eClicks', JSON.stringify([...clicks, words]));
      },
      true,
    );
  });
  return () => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2eClicks') ?? '[]') as string[]);
}

async function fillRegistration(page: Page, phone: string, businessName: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Amina');
  await page.getByLabel('Last name').fill('Otieno');
  await page.getByLabel('Business name').fill(businessName);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
}

/** E2 as the till reads it, with the session the page holds. */
async function registerSettings(page: Page): Promise<{ requireOpenSession: boolean }> {
  return page.evaluate(async () => {
    const response = await fetch(`/api/Settings/GetReceiptSettings/${localStorage.getItem('businessId')}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    });
    return ((await response.json()) as { result: { cashRegisterSettings: { requireOpenSession: boolean } } }).result.cashRegisterSettings;
  });
}

/** K2 as the till reads it: the caller's open register session, or null. */
async function openSession(page: Page): Promise<{ status: string; openingBalance: number; salesCount: number } | null> {
  return page.evaluate(async () => {
    const response = await fetch(`/api/CashRegister/GetUserCashRegisterSession?BusinessId=${localStorage.getItem('businessId')}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    });
    return ((await response.json()) as { result: { status: string; openingBalance: number; salesCount: number } | null }).result;
  });
}

test.describe('first run: sign-up to the first sale (issue 36, items 12 and 13)', () => {
  test('one SMS code, then straight into the shop with the register required; the first sale opens the register', async ({ page, request }) => {
    test.setTimeout(240_000);
    const clicks = await recordClicks(page);
    const phone = freshKenyanPhone();
    await fillRegistration(page, phone, 'Amina Duka');
    const before = await outboxCount(request, phone);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByRole('heading', { name: 'Confirm your phone' })).toBeVisible();
    // The set-up question, asked while the code is on its way: on by default for a shop with cashiers.
    const question = page.getByRole('region', { name: 'One question while the code is on its way' });
    const requireSwitch = question.getByRole('switch', { name: /Require an open register session/ });
    await expect(requireSwitch).toBeChecked();
    await page.getByLabel('Digit 1 of 6').fill(await waitForNewCode(request, phone, before));

    // No sign-in page, no password again, no second code.
    await expect(page).toHaveURL('/overview', { timeout: longWait(30_000) });
    await expect(page.getByTestId('business-name')).toHaveText('Amina Duka');
    await expect(page.getByRole('heading', { name: 'Set up your shop' })).toBeVisible();
    expect(await outboxCount(request, phone)).toBe(before + 1);
    expect((await registerSettings(page)).requireOpenSession).toBe(true);
    const signUpClicks = (await clicks()).length;

    // The rest of the first day: a product from the set-up list, then the till.
    await page.getByRole('link', { name: 'Start: Add your products' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Bread 400g');
    await page.getByRole('region', { name: 'Pricing' }).getByRole('textbox', { name: 'Selling price', exact: true }).fill('65');
    await page.getByRole('region', { name: 'Stock' }).getByLabel('Opening quantity').fill('20');
    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(page.getByText('Bread 400g added')).toBeVisible();
    await page.getByRole('link', { name: 'Point of sale' }).first().click();
    await expect(page.getByRole('heading', { name: 'Point of sale', level: 1 })).toBeVisible({ timeout: longWait(30_000) });
    // No trip to the register first: the first Charge asks the float and Complete sale opens the register.
    await page.getByRole('button', { name: 'Add Bread 400g' }).click();
    await page.getByRole('button', { name: /^Charge/ }).click();
    const checkout = page.getByRole('dialog', { name: /Charge/ });
    const opening = checkout.getByRole('group', { name: 'Opening the register' });
    await expect(opening).toContainText('The register is not open yet. Completing this sale opens it.');
    await opening.getByLabel('Cash in the drawer now').fill('500');
    await checkout.getByLabel('Cash received').fill('100');
    await checkout.getByRole('button', { name: 'Complete sale' }).click();
    await expect(page.getByRole('dialog', { name: /Sale recorded/ })).toBeVisible();
    const walk = await clicks();
    console.log(`clicks: sign-up ${signUpClicks}, sign-up to first sale ${walk.length}: ${walk.join(' → ')}`);
    // Sign-up used to take "Create account", then "Sign in" with the password again and a second code.
    expect(signUpClicks).toBe(1);
    // 8 at 6a6d7a3, 9 once item 13 put a register trip (Open register, then its dialog's Open register) before the
    // first sale; 7 now. A step that comes back fails here, by name.
    expect(walk).toEqual([
      'Create account',
      'Start: Add your products',
      'Add product',
      'Point of sale',
      expect.stringMatching(/^Add Bread 400g/),
      expect.stringMatching(/^Charge/),
      'Complete sale',
    ]);
    // The rule of item 13 still holds: the sale was made in an open register session, with the float typed.
    const session = await openSession(page);
    expect(session).toMatchObject({ status: 'Open', openingBalance: 500, salesCount: 1 });
    await page.getByRole('button', { name: 'New sale' }).click();
    await expect(page.getByRole('button', { name: /^Register open/ })).toBeVisible();
  });

  test('an owner who sells alone turns the question off, and the next sign-in on this device is trusted', async ({ page, request }) => {
    const phone = freshKenyanPhone();
    await fillRegistration(page, phone, 'Solo Shop');
    const before = await outboxCount(request, phone);
    await page.getByRole('button', { name: 'Create account' }).click();
    // The switch's own words flip it (a FormControlLabel), not only the small switch.
    await page.getByText('Require an open register session').click();
    await expect(page.getByRole('switch', { name: /Require an open register session/ })).not.toBeChecked();
    await expect(page.getByText(/Fine if you sell alone/)).toBeVisible();
    await page.getByLabel('Digit 1 of 6').fill(await waitForNewCode(request, phone, before));
    await expect(page).toHaveURL('/overview');
    expect((await registerSettings(page)).requireOpenSession).toBe(false);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Phone number')).toHaveValue(phone);
    await expect(page.getByRole('checkbox', { name: /Trust this device/ })).toBeChecked();
    const codes = await outboxCount(request, phone);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/overview');
    expect(await outboxCount(request, phone)).toBe(codes);

    // Another phone typed on this device is not trusted on the first one's word.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByLabel('Phone number').fill('0712000999');
    await expect(page.getByRole('checkbox', { name: /Trust this device/ })).not.toBeChecked();
  });

  test('screenshots of the code page with the question at 360 and 1366 px, light and dark', async ({ page }) => {
    test.setTimeout(240_000);
    for (const scheme of sweepSchemes()) {
      for (const width of sweepWidths([360, 1366])) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize({ width, height: width === 360 ? 740 : 768 });
        await fillRegistration(page, freshKenyanPhone(), 'Picture Shop');
        await page.getByRole('button', { name: 'Create account' }).click();
        await expect(page.getByRole('region', { name: 'One question while the code is on its way' })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, 'nothing sticks out sideways').toBeLessThanOrEqual(0);
        await motionEnded(page);
        await page.screenshot({ path: `${SHOTS}/first-run-code-${width}-${scheme}.png`, fullPage: true });
      }
    }
  });
  test('screenshots of the first Charge, which opens the register, at 360 and 1366 px, light and dark', async ({ page, request }) => {
    test.setTimeout(240_000);
    const owner = await registerOwnerViaApi(request, 'Picture Shop');
    await callApi(request, owner, '/api/Settings/SaveCashRegisterSettings', { businessId: owner.businessId, requireOpenSession: true });
    await addTillProduct(request, owner, { name: 'Bread 400g', sellingPrice: 65, quantity: 10 });
    for (const scheme of sweepSchemes()) {
      for (const width of sweepWidths([360, 1366])) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize({ width, height: width === 360 ? 740 : 768 });
        await openTill(page, owner);
        await page.getByRole('button', { name: 'Add Bread 400g' }).click();
        if (width === 360) await page.getByRole('button', { name: 'Open the cart' }).click();
        await page.getByRole('button', { name: /^Charge/ }).click();
        const checkout = checkoutDialog(page);
        await expect(checkout.getByRole('group', { name: 'Opening the register' })).toBeVisible();
        // Cash received keeps the focus: scan, F9, type the cash, Enter still completes the sale.
        await expect(checkout.getByLabel('Cash received')).toBeFocused();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, 'nothing sticks out sideways').toBeLessThanOrEqual(0);
        await motionEnded(page);
        await page.screenshot({ path: `${SHOTS}/first-run-charge-opens-register-${width}-${scheme}.png`, fullPage: true });
        await checkout.getByRole('button', { name: 'Cancel' }).click();
      }
    }
  });
});
