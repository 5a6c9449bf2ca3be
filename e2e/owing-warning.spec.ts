import { expect, test } from './support/fixtures';
import * as factories from '@dukani/test-factories';
import { registerOwnerViaApi, transportOf } from './support/api';
import { checkoutDialog, openTill } from './support/till';

test('the till shows what a customer owes and warns before a pay-later sale adds to it', async ({ page, request }) => {
  const owner = await registerOwnerViaApi(request, 'Duka la Wanjiru');
  const transport = transportOf(request);
  const product = await factories.addProduct(transport, owner, { name: 'Rice 5kg', sellingPrice: 850, quantity: 10, taxCode: 'B' });
  const owing = await factories.addCustomer(transport, owner, { firstName: 'Mama', lastName: 'Njeri' });
  await factories.addCustomer(transport, owner, { firstName: 'Baba', lastName: 'Otieno' });
  const sold = await factories.postSale(
    transport,
    owner,
    factories.cashSale(owner, [{ productId: product.id, quantity: 1, calcPrice: 850 }], {
      customerId: owing.id,
      paymentSummary: [{ paymentValue: 'PayLater', amount: 0, dueDate: '2030-01-31' }],
      totalPaid: 0,
      balance: 850,
    }),
  );
  expect(sold.status, sold.body.errordesc).toBe(200);

  await openTill(page, owner);
  await page.getByRole('button', { name: 'Add Rice 5kg' }).click();
  await page.getByRole('button', { name: /^Charge/ }).click();
  const checkout = checkoutDialog(page);
  await checkout.getByRole('button', { name: 'Pay Later' }).click();
  await checkout.getByRole('combobox', { name: 'Customer' }).click();
  await expect(page.getByRole('option', { name: 'Mama Njeri · owes 850.00' })).toBeVisible();
  // A customer who owes nothing: no warning.
  await page.getByRole('option', { name: 'Baba Otieno' }).click();
  await expect(checkout.getByText(/already owes/)).toHaveCount(0);

  await checkout.getByRole('combobox', { name: 'Customer' }).click();
  await page.getByRole('option', { name: /Mama Njeri/ }).click();
  await expect(checkout.getByRole('alert')).toHaveText('Mama Njeri already owes 850.00. This sale adds 850.00: 1,700.00 owed in all.');
});
