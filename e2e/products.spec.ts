import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { sweepSchemes, sweepWidths } from './support/sweep';
import { registerOwnerViaApi, storeSession, type SignedIn } from './support/api';

const SHOTS = 'e2e/screenshots';

async function api<T>(request: APIRequestContext, owner: SignedIn, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data, headers: { Authorization: `Bearer ${owner.token}` } });
  const body = (await response.json()) as { success: boolean; result: T; errordesc?: string };
  expect(body.success, body.errordesc).toBe(true);
  return body.result;
}

/** I10 as the back office sends it; quantity is the opening stock. */
function addProduct(request: APIRequestContext, owner: SignedIn, fields: Record<string, unknown>) {
  return api<{ id: number; name: string }>(request, owner, '/api/Product/AddProduct', { businessId: owner.businessId, ...fields });
}

async function openAs(page: Page, owner: SignedIn, path: string): Promise<void> {
  await storeSession(page, owner);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** A product row of the list's grid, found by the product's name. */
const productRow = (page: Page, name: string) => page.getByRole('grid', { name: 'Products' }).getByRole('row').filter({ hasText: name });

/** Wait for the list's next I34 answer whose query satisfies `matches`. */
function nextListResponse(page: Page, matches: (query: URLSearchParams) => boolean = () => true) {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.startsWith('/api/Product/GetPaginatedProducts/') && matches(url.searchParams);
  });
}

test.describe('product screens', () => {
  test('create a product with two variants, find it by a variant barcode, edit its price', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request);
    await addProduct(request, owner, { name: 'Blue Band 500g', sellingPrice: 320, barCode: '6001087005001', quantity: 4 });
    await openAs(page, owner, '/products/new');

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Kimbo Cooking Fat');
    const pricing = page.getByRole('region', { name: 'Pricing' });
    await pricing.getByRole('textbox', { name: 'Selling price', exact: true }).fill('250');
    await pricing.getByRole('textbox', { name: 'Buying price', exact: true }).fill('200');
    await expect(pricing.getByText('Margin per unit: 50.00')).toBeVisible();
    // The live "minimum ≤ price" rule.
    await pricing.getByLabel('Minimum selling price').fill('300');
    await expect(pricing.getByText('The minimum selling price must not be above the selling price')).toBeVisible();
    await pricing.getByLabel('Minimum selling price').fill('240');
    await expect(pricing.getByText('The minimum selling price must not be above the selling price')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Tax' }).getByLabel('Price before tax')).toHaveText(/215\.52/);

    const variants = page.getByRole('region', { name: 'Variants' });
    const variantRows: [string, string, string][] = [
      ['500 g', '6161100000511', '12'],
      ['1 kg', '6161100000528', '8'],
    ];
    for (const [index, [name, barcode, quantity]] of variantRows.entries()) {
      await variants.getByRole('button', { name: 'Add variant' }).click();
      const row = variants.getByRole('group', { name: `Variant ${index + 1}` });
      await row.getByLabel('Variant name').fill(name);
      // A scanner types the code and presses Enter: that must move on, not submit the form.
      await row.getByLabel('Barcode').fill(barcode);
      await row.getByLabel('Barcode').press('Enter');
      await row.getByLabel('Opening quantity').fill(quantity);
    }
    await expect(page).toHaveURL(/\/products\/new$/);
    await expect(page.getByRole('region', { name: 'Stock' }).getByLabel('Total of the variants')).toHaveText(/20/);

    const saved = page.waitForResponse((r) => r.url().includes('/api/Product/AddProduct') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Add product' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Kimbo Cooking Fat added')).toBeVisible();
    await expect(page).toHaveURL(/\/products$/);

    const kimbo = productRow(page, 'Kimbo Cooking Fat');
    await expect(kimbo).toContainText('20');
    await expect(kimbo).toContainText('2 variants');
    await expect(kimbo).toContainText('250.00');
    await expect(productRow(page, 'Blue Band 500g')).toBeVisible();

    // Typing a variant's barcode and pressing Enter searches at once, as a barcode scanner does.
    const search = page.getByRole('searchbox', { name: 'Search' });
    const searched = nextListResponse(page, (query) => query.get('SearchParam') === '6161100000528');
    await search.fill('6161100000528');
    await search.press('Enter');
    await searched;
    await expect(kimbo).toBeVisible();
    await expect(productRow(page, 'Blue Band 500g')).toHaveCount(0);
    await expect(page.getByText('1 item', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Actions: Kimbo Cooking Fat' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit product' })).toBeVisible();
    const editPricing = page.getByRole('region', { name: 'Pricing' });
    await expect(editPricing.getByRole('textbox', { name: 'Selling price', exact: true })).toHaveValue('250.00');
    await expect(page.getByRole('region', { name: 'Stock' }).getByLabel('Current quantity')).toHaveText(/20/);
    await editPricing.getByRole('textbox', { name: 'Selling price', exact: true }).fill('260');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Kimbo Cooking Fat saved')).toBeVisible();
    await expect(page).toHaveURL(/\/products/);
    await expect(productRow(page, 'Kimbo Cooking Fat')).toContainText('260.00');

    // An untouched form leaves without asking.
    await page.getByRole('link', { name: 'Kimbo Cooking Fat' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit product' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pricing' }).getByRole('textbox', { name: 'Selling price', exact: true })).toHaveValue('260.00');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('prices typed with thousands separators keep their value, in English and in German', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request);
    await openAs(page, owner, '/products/new');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Jiko Koa Stove');
    const pricing = page.getByRole('region', { name: 'Pricing' });
    const selling = pricing.getByRole('textbox', { name: 'Selling price', exact: true });
    const buying = pricing.getByRole('textbox', { name: 'Buying price', exact: true });
    await selling.fill('1,200');
    // The field says what it read, so a slip is seen before it is saved.
    await expect(pricing.getByText('Reads as 1,200.00')).toBeVisible();
    // "1.050" in Nairobi is not a price with three decimals rounded to 1.05: it is refused.
    await buying.fill('1.050');
    await expect(pricing.getByText('Use at most 2 decimals')).toBeVisible();
    await buying.fill('1,050');
    await expect(pricing.getByText('Margin per unit: 150.00')).toBeVisible();
    await buying.blur();
    await expect(buying).toHaveValue('1,050.00');
    const saved = page.waitForResponse((r) => r.url().includes('/api/Product/AddProduct') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Add product' }).click();
    const body = (await (await saved).json()) as { result: { id: number; sellingPrice: number; buyingPrice: number } };
    expect(body.result).toMatchObject({ sellingPrice: 1200, buyingPrice: 1050 });

    // In German the point groups thousands and the comma is the decimal point.
    await page.evaluate(() =>
      localStorage.setItem('settings', JSON.stringify({ direction: 'ltr', responsiveFontSizes: true, theme: 'light', language: 'de' })),
    );
    await page.goto(`/products/${body.result.id}/edit`);
    const germanSelling = page.getByRole('region', { name: 'Preise' }).getByRole('textbox', { name: 'Verkaufspreis', exact: true });
    await expect(germanSelling).toHaveValue('1.200,00');
    await germanSelling.fill('1.250,5');
    await expect(page.getByText('Gelesen als 1.250,50')).toBeVisible();
  });

  test('delete a product; one inside a bundle is refused with the reason', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request);
    const bread = await addProduct(request, owner, { name: 'Festive Bread 400g', sellingPrice: 65, quantity: 30 });
    await addProduct(request, owner, { name: 'Brookside Milk 500ml', sellingPrice: 60, quantity: 24 });
    await api(request, owner, '/api/Product/CreateBundle', {
      name: 'Breakfast pack',
      price: 120,
      customerInfoCustId: owner.businessId,
      batchStore: [{ productId: bread.id, quantity: 1 }],
    });
    await openAs(page, owner, '/products');
    await expect(productRow(page, 'Brookside Milk 500ml')).toBeVisible();

    await page.getByRole('button', { name: 'Actions: Festive Bread 400g' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this product?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(/Festive Bread 400g is in the bundle "Breakfast pack"/)).toBeVisible();
    await expect(productRow(page, 'Festive Bread 400g')).toBeVisible();

    await page.getByRole('button', { name: 'Actions: Brookside Milk 500ml' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this product?' });
    await expect(dialog).toContainText('Brookside Milk 500ml');
    const reloaded = nextListResponse(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Brookside Milk 500ml deleted')).toBeVisible();
    await reloaded;
    await expect(productRow(page, 'Brookside Milk 500ml')).toHaveCount(0);

    // The Bundles tab lists the bundle; deleting it shows the spec's text.
    await page.getByRole('tab', { name: 'Bundles' }).click();
    const bundles = page.getByRole('grid', { name: 'Bundles' });
    await expect(bundles.getByRole('row').filter({ hasText: 'Breakfast pack' })).toContainText('120.00');
    await page.getByRole('button', { name: 'Actions: Breakfast pack' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this bundle?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Bundle Deleted Successfully!')).toBeVisible();
  });

  test("low-stock filter, CSV export and the owner's sweeping actions", async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request);
    await addProduct(request, owner, { name: 'Coca-Cola 500ml', sellingPrice: 80, quantity: 3, lowstock: 5, trackInventory: true });
    await addProduct(request, owner, { name: 'Sugar, 2kg "Mumias"', sellingPrice: 310.5, quantity: 40, lowstock: 5, trackInventory: true });
    await addProduct(request, owner, { name: 'Phone charging', productType: 1, sellingPrice: 20 });
    await openAs(page, owner, '/products');
    await expect(page.getByText('3 items')).toBeVisible();

    const filtered = nextListResponse(page, (query) => query.get('LowStock') === 'true');
    await page.getByRole('button', { name: 'Low stock' }).click();
    await filtered;
    await expect(page.getByText('1 item', { exact: true })).toBeVisible();
    await expect(productRow(page, 'Coca-Cola 500ml')).toBeVisible();
    await expect(productRow(page, 'Phone charging')).toHaveCount(0);
    await page.getByRole('button', { name: 'Low stock' }).click();
    await expect(page.getByText('3 items')).toBeVisible();

    // The export has the import template's columns, a UTF-8 BOM and quoted cells.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile(await file.path())).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'name,category,subcategory,productType,sellingPrice,buyingPrice,wholesalePrice,minSellingPrice,minWholesalePrice,quantity,lowstock,unit,taxCode,taxInclusive,barCode,productCode,brand,location,trackInventory',
    );
    expect(lines).toHaveLength(4);
    expect(lines.find((line) => line.includes('Mumias'))).toMatch(/^"Sugar, 2kg ""Mumias""",,,product,310\.50,/);
    await expect(page.getByText('3 products exported')).toBeVisible();

    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Reset all quantities' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset all quantities' });
    const confirm = reset.getByRole('button', { name: 'Reset quantities' });
    await expect(confirm).toBeDisabled();
    await reset.getByLabel('Type RESET').fill('reset');
    await confirm.click();
    await expect(page.getByText('2 quantities reset to 0')).toBeVisible();
    await expect(productRow(page, 'Coca-Cola 500ml')).toContainText('0 Piece');

    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Track all items' }).click();
    await page.getByRole('dialog', { name: 'Track stock of all items?' }).getByRole('button', { name: 'Track all items' }).click();
    await expect(page.getByText(/products? (is|are) now tracked/)).toBeVisible();
  });

  test('unsaved changes are not lost by accident', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request);
    await openAs(page, owner, '/products/new');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Half-typed product');
    await page.getByRole('button', { name: 'Cancel' }).click();
    const leave = page.getByRole('dialog', { name: 'Discard your changes?' });
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Half-typed product');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await leave.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('screenshots of the list and the editor at 1440 and 360 px, light and dark', async ({ page, request }) => {
    test.setTimeout(180_000);
    const owner = await registerOwnerViaApi(request, 'Mama Njeri Shop');
    const drinks = await api<{ id: number }>(request, owner, '/api/Product/AddCategory', {
      businessId: owner.businessId,
      categoryname: 'Drinks',
      productType: 0,
    });
    await api(request, owner, '/api/Product/AddSubCategory', { businessId: owner.businessId, categoryId: drinks.id, name: 'Sodas' });
    const soda = await addProduct(request, owner, {
      name: 'Coca-Cola 500ml',
      categoryId: drinks.id,
      sellingPrice: 80,
      buyingPrice: 62,
      barCode: '5449000000996',
      productCode: 'CC-500',
      quantity: 3,
      lowstock: 5,
      trackInventory: true,
    });
    const fat = await addProduct(request, owner, {
      name: 'Kimbo Cooking Fat',
      sellingPrice: 250,
      buyingPrice: 200,
      trackInventory: true,
      variants: [
        { name: '500 g', barCode: '6161100000511', sellingPrice: 250, quantity: 12 },
        { name: '1 kg', barCode: '6161100000528', sellingPrice: 480, quantity: 8 },
      ],
    });
    await addProduct(request, owner, { name: 'Phone charging', productType: 1, sellingPrice: 20 });
    await addProduct(request, owner, {
      name: 'Sugar 2kg (Mumias) — a rather long product name',
      sellingPrice: 310,
      buyingPrice: 280,
      quantity: 40,
      taxCode: 'E',
    });
    await storeSession(page, owner);

    for (const scheme of sweepSchemes()) {
      await page.evaluate(
        (theme) => localStorage.setItem('settings', JSON.stringify({ direction: 'ltr', responsiveFontSizes: true, theme, language: 'en' })),
        scheme,
      );
      for (const width of sweepWidths([1440, 360])) {
        await page.setViewportSize({ width, height: width === 360 ? 760 : 900 });
        const listed = nextListResponse(page);
        await page.goto('/products');
        await listed;
        await expect(productRow(page, 'Coca-Cola 500ml')).toBeVisible();
        await expect(productRow(page, 'Coca-Cola 500ml')).toContainText('Low stock');
        // Every full load has the location key 'default', so ScrollRestoration would reapply the last page's offset.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${SHOTS}/products-list-${scheme}-${width}.png`, fullPage: true });

        await page.goto(`/products/${soda.id}/edit`);
        await expect(page.getByRole('region', { name: 'Pricing' }).getByRole('textbox', { name: 'Selling price', exact: true })).toHaveValue('80.00');
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${SHOTS}/products-editor-${scheme}-${width}.png`, fullPage: true });

        await page.goto(`/products/${fat.id}/edit`);
        const variants = page.getByRole('region', { name: 'Variants' });
        await expect(variants.getByRole('group', { name: 'Variant 2' })).toBeVisible();
        await variants.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/products-editor-variants-${scheme}-${width}.png` });
      }
    }

    // German has the longest labels: the phone list must still fit.
    await page.evaluate(() =>
      localStorage.setItem('settings', JSON.stringify({ direction: 'ltr', responsiveFontSizes: true, theme: 'light', language: 'de' })),
    );
    await page.setViewportSize({ width: 360, height: 760 });
    await page.goto('/products');
    await expect(page.getByRole('grid', { name: 'Produkte' }).getByRole('row').filter({ hasText: 'Coca-Cola 500ml' })).toContainText('Niedrig');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/products-list-de-light-360.png`, fullPage: true });
  });
});
