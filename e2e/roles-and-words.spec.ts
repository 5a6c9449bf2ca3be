import { expect, test } from './support/fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { addProduct } from '@dukani/test-factories';
import { freshKenyanPhone, registerCashierViaApi, registerOwnerViaApi, storeSession, transportOf } from './support/api';
import { fillSignIn, outboxCount, waitForNewCode } from './support/outbox';
import { motionEnded } from './support/sweep';

/** Sign up through the screen and wait on the code page; returns the code the outbox holds. */
async function signUpToCodePage(page: Page, request: APIRequestContext, phone: string): Promise<string> {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Wanjiru');
  await page.getByLabel('Last name').fill('Kamau');
  await page.getByLabel('Business name').fill('Wanjiru Store');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  const before = await outboxCount(request, phone);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your phone' })).toBeVisible();
  return waitForNewCode(request, phone, before);
}

test.describe('who lands where', () => {
  test('a cashier signs in to the till and never sees the set-up list or the plan price', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request, 'Cashier Landing Shop');
    const cashier = await registerCashierViaApi(request, owner);
    await page.goto('/');
    await fillSignIn(page, cashier.phone, cashier.password, true);
    await expect(page).toHaveURL('/pos');

    // `/` sends a signed-in cashier to the till too.
    await page.goto('/');
    await expect(page).toHaveURL('/pos');

    await page.goto('/overview');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('business-name')).toHaveText('Cashier Landing Shop');
    await expect(page.getByRole('heading', { name: 'Set up your shop' })).toHaveCount(0);
    await expect(page.getByTestId('plan-name')).toHaveCount(0);
    await expect(page.getByText(/per month/)).toHaveCount(0);
  });

  test('an owner still lands on the overview; the invite dialog offers every module by the name of its screens', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request, 'Owner Landing Shop');
    await page.goto('/');
    await fillSignIn(page, owner.phone, owner.password, true);
    await expect(page).toHaveURL('/overview');
    await expect(page.getByRole('heading', { name: 'Set up your shop' })).toBeVisible();
    await expect(page.getByTestId('plan-name')).toBeVisible();

    await page.goto('/account/users');
    // The header's button; once the list has loaded, an owner alone also gets a second one in "Bring your team".
    await page.getByRole('button', { name: 'Invite user' }).first().click();
    const dialog = page.getByRole('dialog');
    const labels = await dialog.getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => box.closest('label')?.textContent ?? ''));
    const joined = labels.join(' | ');
    for (const shown of ['Point of sale', 'Customers', 'Products & stock', 'Expenses', 'Suppliers', 'Users', 'Settings', 'Reports', 'eTIMS', 'Billing'])
      expect(joined).toContain(shown);
    // Names, never the keys the API uses.
    for (const key of ['pos', 'etims', 'billing']) expect(labels.map((label) => label.split(/\s/)[0])).not.toContain(key);
  });
});

/** The resend button counts down a second at a time, each tick set after the last render: step through it. */
async function passResendLock(page: Page): Promise<void> {
  for (let second = 0; second <= 60; second += 1) await page.clock.runFor(1000);
}

test.describe('sign-up words', () => {
  test("a check that gets no answer keeps the spec's text; a refusal says what the server said", async ({ page, request }) => {
    const code = await signUpToCodePage(page, request, freshKenyanPhone());
    const wrong = code === '000000' ? '111111' : '000000';
    await page.route('**/api/Auth/VerifyOtp', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Digit 1 of 6').fill(wrong);
    await expect(page.getByRole('alert')).toHaveText('Something Happened. Try Again Later.');
    await page.unroute('**/api/Auth/VerifyOtp');
    await page.getByLabel('Digit 1 of 6').fill(wrong);
    await expect(page.getByRole('alert')).toHaveText('The code is wrong; 4 tries left');
  });

  test('the resend limit says how many minutes to wait, not seconds', async ({ page, request }) => {
    await page.clock.install();
    await signUpToCodePage(page, request, freshKenyanPhone());
    const resend = page.getByRole('button', { name: 'Resend code', exact: true });
    // Sign-up sent the first code; two resends reach the limit of 3 in 10 minutes, the third is refused.
    for (let send = 0; send < 2; send += 1) {
      await passResendLock(page);
      await resend.click();
      await expect(page.getByText('We sent you a new code')).toBeVisible();
    }
    await passResendLock(page);
    await resend.click();
    const refusal = page.getByText(/Too many codes were sent to this phone; try again in (9|10) minutes\./);
    await expect(refusal).toBeVisible();
    await expect(page.getByText(/\d+ seconds/)).toHaveCount(0);
  });
});

test.describe('set-up list', () => {
  test('"Start" opens the form itself: the invite dialog, the business details', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request, 'Start Button Shop');
    await storeSession(page, owner);
    await page.goto('/overview');
    await page.getByRole('link', { name: 'Start: Invite your team' }).click();
    await expect(page).toHaveURL('/account/users');
    await expect(page.getByRole('dialog', { name: 'Invite a user' })).toBeVisible();
    // The request is spent: a reload shows the list, not the dialog again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/overview');
    await page.getByRole('link', { name: 'Start: Add your business details' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByLabel('Business name')).toHaveValue('Start Button Shop');
  });
});

test.describe('words on the catalog screens', () => {
  test('the product form points to no "Suppliers section" that does not exist', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request, 'Supplier Words Shop');
    await storeSession(page, owner);
    await page.goto('/products/new');
    await expect(page.getByText('No suppliers are recorded for this shop yet, so there is none to link.')).toBeVisible();
    await expect(page.getByText(/Suppliers section/)).toHaveCount(0);
  });
});

test.describe('layout at a laptop and a phone', () => {
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 360, height: 740 },
  ]) {
    test(`a toast never covers the page heading (${viewport.width} px), even when two come at once`, async ({ page, request }) => {
      const owner = await registerOwnerViaApi(request, 'Toast Position Shop');
      await page.setViewportSize(viewport);
      await storeSession(page, owner);
      await page.goto('/account/profile');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      const save = page.getByRole('button', { name: 'Save changes' });
      await save.click();
      await expect(page.getByText('Account Updated Successfully!')).toBeVisible();
      await save.click();
      const toasts = page.getByRole('status');
      await expect(toasts.first()).toBeVisible();
      await motionEnded(page); // the older toast's exit animation
      // The Save button is at the foot of the form: look at the top of the page, where the toasts are.
      await page.evaluate(() => window.scrollTo(0, 0));
      // The heading block starts with its breadcrumb, above the h1 itself.
      const headingTop = await heading.evaluate((h1) =>
        Math.min(...[...(h1.parentElement?.children ?? [h1])].map((child) => child.getBoundingClientRect().top)),
      );
      const barBottom = (await page.getByRole('banner').boundingBox())!;
      // Measure the whole toast (its status text sits inside the painted bar).
      const boxes = await toasts.evaluateAll((items) => items.map((item) => (item.parentElement ?? item).getBoundingClientRect().toJSON() as DOMRect));
      for (const box of boxes.filter((item) => item.height > 0)) {
        expect(box.bottom, 'toast bottom above the heading').toBeLessThanOrEqual(headingTop);
        expect(box.bottom, 'toast inside the top bar').toBeLessThanOrEqual(barBottom.y + barBottom.height);
      }
      await page.screenshot({ path: `e2e/screenshots/toast-${viewport.width}.png` });
    });
  }

  test('the stock history keeps its Actions column on screen at 1366 px', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request, 'Stock Width Shop');
    const transport = transportOf(request);
    const tea = await addProduct(transport, owner, { name: 'Ketepa Tea 100g', sellingPrice: 120, quantity: 20 });
    const adjust = await request.put('/api/Product/AdjustStock', {
      headers: { Authorization: `Bearer ${owner.token}`, 'Idempotency-Key': crypto.randomUUID() },
      data: { id: tea.id, adjustmentType: 'Decrease', qty: 2, reason: 'Damaged', note: 'Two packets torn in the delivery van on the way' },
    });
    expect(adjust.ok()).toBe(true);
    await page.setViewportSize({ width: 1366, height: 768 });
    await storeSession(page, owner);
    await page.goto(`/products/${tea.id}/stock`);
    const grid = page.getByRole('grid', { name: 'Stock history' });
    const remove = grid.getByRole('button', { name: /^Delete entry of/ }).first();
    await expect(remove).toBeVisible();
    const gridBox = (await grid.boundingBox())!;
    const buttonBox = (await remove.boundingBox())!;
    expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(gridBox.x + gridBox.width);
    await expect(grid.getByRole('columnheader', { name: 'Actions' })).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: 'e2e/screenshots/stock-history-1366.png' });
  });
});
