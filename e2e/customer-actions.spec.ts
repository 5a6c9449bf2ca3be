import type { APIRequestContext } from '@playwright/test';
import * as factories from '@dukani/test-factories';
import { expect, test } from './support/fixtures';
import { freshKenyanPhone, registerOwnerViaApi, storeSession, transportOf, type SignedIn } from './support/api';
import { latestMessage } from './support/outbox';

const SHOTS = 'e2e/screenshots';

/** H8 as the back office would record an old debt. */
async function owe(request: APIRequestContext, owner: SignedIn, customerId: number, credit: number) {
  const response = await request.post(`/api/Customer/AddCredit/${customerId}`, { data: { credit }, headers: { Authorization: `Bearer ${owner.token}` } });
  const body = (await response.json()) as { success: boolean; errordesc?: string };
  expect(body.success, body.errordesc).toBe(true);
}

test.describe('customer page actions', () => {
  test('edit a customer, then delete them with a confirmation and land back on the list', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request, 'Duka la Edit');
    const transport = transportOf(request);
    const customer = await factories.addCustomer(transport, owner, { firstName: 'Wanjiku', lastName: 'Kamau', phoneNumber: freshKenyanPhone() });
    await factories.addCustomer(transport, owner, { clientName: 'Baraka Hardware' });
    await storeSession(page, owner);
    await page.goto(`/customers/${customer.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Wanjiku Kamau' })).toBeVisible();

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit customer' });
    await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('Wanjiku');
    await dialog.getByRole('textbox', { name: 'Name shown on receipts' }).fill('Mama Wanjiku');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('wanjiku@duka.co.ke');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Mama Wanjiku' })).toBeVisible();
    await expect(page.getByText('wanjiku@duka.co.ke')).toBeVisible();

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Mama Wanjiku?' });
    await expect(confirm).toContainText('past sales');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.getByRole('button', { name: 'Delete customer' }).click();
    await expect(page.getByText('Customer Deleted Successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/customers$/);
    const grid = page.getByRole('grid', { name: 'Customers' });
    await expect(grid).toContainText('Baraka Hardware');
    await expect(grid).not.toContainText('Mama Wanjiku');
    await expect(page.getByText('1 customer', { exact: true })).toBeVisible();
  });

  test('total bought and last visit, and an SMS reminder of what is owed lands in the outbox', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request, 'Duka la Reminder');
    const transport = transportOf(request);
    const phone = freshKenyanPhone();
    const customer = await factories.addCustomer(transport, owner, { firstName: 'Otieno', lastName: 'Odhiambo', phoneNumber: phone });
    const clear = await factories.addCustomer(transport, owner, { clientName: 'Paid Up', phoneNumber: freshKenyanPhone() });
    const product = await factories.addProduct(transport, owner, { name: 'Sugar 1kg', sellingPrice: 160, quantity: 20, taxCode: 'B' });
    const sold = await factories.postSale(transport, owner, {
      ...factories.cashSale(owner, [{ productId: product.id, quantity: 2, calcPrice: 160 }]),
      customerId: customer.id,
    });
    expect(sold.status, sold.body.errordesc).toBe(200);
    await owe(request, owner, customer.id, 1250.5);

    await storeSession(page, owner);
    await page.goto(`/customers/${clear.id}`);
    await expect(page.getByRole('button', { name: 'Send reminder' })).toBeDisabled();

    await page.goto(`/customers/${customer.id}`);
    const summary = page.getByRole('group', { name: 'Balance' });
    await expect(summary).toContainText('Total bought');
    await expect(summary).toContainText('320.00');
    await expect(summary).toContainText('Last visit');
    await page.screenshot({ path: `${SHOTS}/customer-actions-desk.png`, fullPage: true });

    await page.getByRole('button', { name: 'Send reminder' }).click();
    await expect(page.getByText(`Reminder of 1,250.50 sent by SMS to +254${phone.slice(1)}`)).toBeVisible();
    const sms = await latestMessage(request, `+254${phone.slice(1)}`);
    expect(sms).toContain('Duka la Reminder');
    expect(sms).toContain('1,250.50');
    expect(sms.length).toBeLessThanOrEqual(160);

    await page.setViewportSize({ width: 360, height: 800 });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Send reminder' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/customer-actions-360.png`, fullPage: true });
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Edit customer' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/customer-edit-360.png` });
  });
});
