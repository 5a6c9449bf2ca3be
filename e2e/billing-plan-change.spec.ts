import { expect, test } from './support/fixtures';
import { registerOwnerViaApi, storeSession } from './support/api';

const SHOTS = process.env.SHOTS_DIR ?? 'e2e/screenshots';

/**
 * Issue 32, item 1: the owner reads what a switch of plan will do before confirming it and what waits after it.
 * The plan is paid 30 days ahead (the test server moves this shop's plan end): Starter waits for that day with
 * nothing billed, Enterprise replaces it with an invoice for the difference, and "Keep Business" drops it.
 */
test('the owner sees what a switch of plan does before and after it, and can keep the current plan', async ({ page, request }) => {
  test.setTimeout(60_000);
  const owner = await registerOwnerViaApi(request, 'Duka la Neema');
  const moved = await request.post('/api/Dev/SetPlanEnd', {
    data: { businessId: owner.businessId, endsInDays: 30 },
    headers: { Authorization: `Bearer ${owner.token}` },
  });
  expect(moved.status()).toBe(200);
  await page.addInitScript(() => {
    localStorage.setItem('settings', JSON.stringify({ direction: 'ltr', responsiveFontSizes: true, theme: 'light', language: 'en' }));
  });
  await storeSession(page, owner);
  await page.goto('/account/billing');
  const pending = page.getByTestId('pending-plan-change');
  await expect(page.getByTestId('plan-name')).toHaveText('Business');

  // Down to the free plan: it waits for the end of the paid time, and nothing is billed.
  await page.getByRole('button', { name: 'Switch to Starter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch to Starter?' });
  await expect(dialog).toContainText('Starter starts on');
  await expect(dialog).toContainText('Nothing is charged now');
  await expect(dialog).toContainText('Starter is free: it has no end date');
  await dialog.getByRole('button', { name: 'Switch to Starter' }).click();
  await expect(pending).toContainText('Switching to Starter');
  await expect(pending).toContainText('Until then you keep Business');
  await expect(page.getByTestId('plan-name')).toHaveText('Business');
  await expect(page.getByRole('region', { name: 'Starter' })).toContainText('Switch waiting');
  await page.screenshot({ path: `${SHOTS}/billing-downgrade-waiting-1440-light-en.png`, fullPage: true });

  // Up to Enterprise instead: the difference for the 30 days left, and the plan only once it is paid.
  await page.getByRole('button', { name: 'Switch to Enterprise' }).click();
  const up = page.getByRole('dialog', { name: 'Switch to Enterprise?' });
  await expect(up).toContainText('for the 30 days left');
  await expect(up).toContainText('This replaces the waiting switch to Starter');
  await page.screenshot({ path: `${SHOTS}/billing-upgrade-confirm-1440-light-en.png` });
  await up.getByRole('button', { name: 'Switch to Enterprise' }).click();
  await expect(pending).toContainText(/Pay invoice INV-\d+ \(\D*3,000\.00 left\) by /);
  await expect(page.getByTestId('bill-total-due')).toContainText('3,000.00');
  await expect(page.getByTestId('plan-name')).toHaveText('Business');
  await page.setViewportSize({ width: 360, height: 760 });
  await page.screenshot({ path: `${SHOTS}/billing-upgrade-waiting-360-light-en.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // Keep Business: nothing waits and nothing is owed.
  await pending.getByRole('button', { name: 'Keep Business' }).click();
  await expect(pending).toBeHidden();
  await expect(page.getByText('Nothing to pay right now', { exact: false })).toBeVisible();
  await expect(page.getByTestId('plan-name')).toHaveText('Business');
});
