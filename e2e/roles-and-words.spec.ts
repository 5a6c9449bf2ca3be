import { expect, test } from './support/fixtures';
import { registerCashierViaApi, registerOwnerViaApi } from './support/api';
import { fillSignIn } from './support/outbox';

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

  test('an owner still lands on the overview; the invite dialog and the plan list only modules with screens', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request, 'Owner Landing Shop');
    await page.goto('/');
    await fillSignIn(page, owner.phone, owner.password, true);
    await expect(page).toHaveURL('/overview');
    await expect(page.getByRole('heading', { name: 'Set up your shop' })).toBeVisible();
    await expect(page.getByTestId('plan-name')).toBeVisible();
    for (const unscreened of ['Expenses', 'Reports', 'Billing', 'Suppliers']) {
      await expect(page.getByText(unscreened, { exact: true })).toHaveCount(0);
    }

    await page.goto('/account/users');
    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog');
    const labels = await dialog.getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => box.closest('label')?.textContent ?? ''));
    const joined = labels.join(' | ');
    for (const shown of ['Point of sale', 'Products & stock', 'Users', 'Settings']) expect(joined).toContain(shown);
    for (const hidden of ['Expenses', 'Reports', 'eTIMS', 'Billing', 'Suppliers', 'Customers']) expect(joined).not.toContain(hidden);
  });
});
