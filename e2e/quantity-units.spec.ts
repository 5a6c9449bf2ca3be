import { expect, test } from './support/fixtures';
import { registerOwnerViaApi, storeSession } from './support/api';

// Issue 12 item 4 in the product form: a variant's opening stock and the low-stock level follow the product's
// unit, whole for pieces and up to 3 decimals for kilograms, as the server now insists.
test('a variant of a piece product refuses 2.5 in stock; in kilograms it is taken', async ({ page, request }) => {
  const owner = await registerOwnerViaApi(request, 'Units Duka');
  await storeSession(page, owner);
  await page.goto('/products/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Omo Washing Powder');
  await page.getByRole('region', { name: 'Pricing' }).getByRole('textbox', { name: 'Selling price', exact: true }).fill('250');

  const variants = page.getByRole('region', { name: 'Variants' });
  await variants.getByRole('button', { name: 'Add variant' }).click();
  const row = variants.getByRole('group', { name: 'Variant 1' });
  await row.getByLabel('Variant name').fill('1 kg box');
  await row.getByLabel('Opening quantity').fill('2.5');
  await expect(row.getByText('Whole numbers only')).toBeVisible();
  await row.getByLabel('Low-stock level').fill('1.5');
  await expect(row.getByText('Whole numbers only')).toHaveCount(2);

  await row.getByLabel('Opening quantity').fill('3');
  await row.getByLabel('Low-stock level').fill('1');
  await expect(row.getByText('Whole numbers only')).toHaveCount(0);

  // Sold loose by the kilogram, the same typing is a quantity.
  await page.getByRole('combobox', { name: 'Unit', exact: true }).click();
  await page.getByRole('option', { name: 'Kilogram', exact: true }).click();
  await row.getByLabel('Opening quantity').fill('2.5');
  await expect(row.getByText('Whole numbers only')).toHaveCount(0);
  await expect(row.getByText(/decimals/)).toHaveCount(0);
});
