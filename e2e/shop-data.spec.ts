import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { addCustomer, addProduct, cashSale, postSale } from '@dukani/test-factories';
import { expect, test } from './support/fixtures';
import { registerCashierViaApi, registerOwnerViaApi, storeSession, transportOf } from './support/api';

test.describe("the owner's own copy (C6)", () => {
  test('Account → Download my shop’s data saves a zip of the shop’s records', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request, 'Duka la Wanjiku');
    const shop = { token: owner.token, businessId: owner.businessId };
    const transport = transportOf(request);
    const tea = await addProduct(transport, shop, { name: 'Chai ya Müller', sellingPrice: 120, quantity: 10 });
    await addCustomer(transport, shop, { clientName: '=Mama Otieno' });
    expect((await postSale(transport, shop, cashSale(shop, [{ productId: tea.id, quantity: 2, calcPrice: 120 }]))).status).toBe(200);

    await storeSession(page, owner);
    await page.goto('/account/profile');
    await expect(page.getByRole('heading', { name: "Your shop's data" })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: "Download my shop's data" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Duka la Wanjiku data \d{4}-\d{2}-\d{2}\.zip$/);
    await expect(page.getByText("Your shop's data is downloaded")).toBeVisible();

    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'products.csv',
        'stock-movements.csv',
        'customers.csv',
        'customer-ledger.csv',
        'sales.csv',
        'sale-lines.csv',
        'sale-payments.csv',
        'refunds-and-credit-notes.csv',
        'expenses.csv',
        'suppliers.csv',
        'purchases.csv',
        'supplier-payments.csv',
        'register-shifts.csv',
        'etims-documents.csv',
      ].sort(),
    );
    const text = (name: string) => new TextDecoder().decode(files[name]);
    expect(text('products.csv')).toContain('Chai ya Müller');
    expect(text('customers.csv')).toContain("'=Mama Otieno");
    expect(text('sale-lines.csv')).toContain('Chai ya Müller');
  });

  test('a cashier is not offered the download', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request);
    const cashier = await registerCashierViaApi(request, owner);
    await storeSession(page, cashier);
    await page.goto('/account/profile');
    await expect(page.getByRole('textbox', { name: 'Organisation name' })).toBeVisible();
    await expect(page.getByRole('button', { name: "Download my shop's data" })).toHaveCount(0);
  });

  test('a failed download says so in shop words', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request);
    await storeSession(page, owner);
    await page.route('**/api/Business/ExportData/**', (route) => route.abort('connectionreset'));
    await page.goto('/account/profile');
    await page.getByRole('button', { name: "Download my shop's data" }).click();
    await expect(page.getByText("Your shop's data could not be downloaded. Check your connection and try again.")).toBeVisible();
    await expect(page.getByRole('button', { name: "Download my shop's data" })).toBeEnabled();
  });
});
