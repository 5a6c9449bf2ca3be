import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { motionEnded, scrollEnded, sweepSchemes, sweepWidths } from './support/sweep';
import * as factories from '@dukani/test-factories';
import { registerOwnerViaApi, storeSession, transportOf, type SignedIn } from './support/api';

const SHOTS = 'e2e/screenshots';

/** I41's header row, in order (API.md I41). */
const TEMPLATE_HEADER =
  'name,category,subcategory,productType,sellingPrice,buyingPrice,wholesalePrice,minSellingPrice,minWholesalePrice,quantity,lowstock,unit,taxCode,taxInclusive,barCode,productCode,brand,location,trackInventory';

async function api<T>(request: APIRequestContext, owner: SignedIn, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data, headers: { Authorization: `Bearer ${owner.token}` } });
  const body = (await response.json()) as { success: boolean; result: T; errordesc?: string };
  expect(body.success, body.errordesc).toBe(true);
  return body.result;
}

/** I10 as the back office sends it; quantity is the opening stock. */
function addProduct(request: APIRequestContext, owner: SignedIn, name: string, sellingPrice: number, quantity: number) {
  return factories.addProduct(transportOf(request), owner, { name, sellingPrice, buyingPrice: Math.round(sellingPrice * 0.8), quantity, lowstock: 5 });
}

function addCategory(request: APIRequestContext, owner: SignedIn, categoryname: string, longdesc: string | null = null) {
  return factories.addCategory(transportOf(request), owner, categoryname, { longdesc, productType: 0 });
}

async function openAs(page: Page, owner: SignedIn, path: string): Promise<void> {
  await storeSession(page, owner);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Skeletons carry aria-busy; a screen is ready once none is left. */
async function waitUntilLoaded(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

function importCsv(rows: string[]): string {
  return [TEMPLATE_HEADER, ...rows].join('\n') + '\n';
}

test.describe('catalog screens', () => {
  test('an owner creates a category and a subcategory', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request);
    await openAs(page, owner, '/products/categories');
    await expect(page.getByText('No product categories yet')).toBeVisible();

    await page.getByRole('button', { name: 'Add category' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add a category' });
    await dialog.getByLabel('Category name').fill('Drinks');
    await dialog.getByLabel('Description').fill('Sodas, juice and water');
    await dialog.getByRole('button', { name: 'Add category' }).click();
    await expect(page.getByText('Category Created Successfully!')).toBeVisible();

    const card = page.getByRole('article', { name: 'Drinks' });
    await expect(card).toContainText('Sodas, juice and water');
    await expect(card).toContainText('0 products');
    await card.getByRole('button', { name: 'Add subcategory to Drinks' }).click();
    const subDialog = page.getByRole('dialog', { name: 'Add a subcategory to Drinks' });
    await subDialog.getByLabel('Subcategory name').fill('Sodas');
    await subDialog.getByRole('button', { name: 'Add subcategory' }).click();
    await expect(page.getByText('Subcategory added')).toBeVisible();
    await expect(card.getByRole('list', { name: 'Subcategories of Drinks' })).toContainText('Sodas');
    await expect(card).toContainText('1 subcategory');

    // A second "Drinks" is refused by the server (409) and the sentence sits on the name field.
    await page.getByRole('button', { name: 'Add category' }).first().click();
    const again = page.getByRole('dialog', { name: 'Add a category' });
    await again.getByLabel('Category name').fill('drinks');
    await again.getByRole('button', { name: 'Add category' }).click();
    await expect(again.getByText(/already has a category named/)).toBeVisible();
    await again.getByRole('button', { name: 'Cancel' }).click();

    // Moving a product in updates the count on the card.
    await addProduct(request, owner, 'Coca-Cola 500ml', 80, 12);
    await card.getByRole('button', { name: 'Move products here: Drinks' }).click();
    const move = page.getByRole('dialog', { name: 'Move products to Drinks' });
    await move.getByRole('textbox', { name: 'Search products' }).fill('coca');
    await move.getByRole('button', { name: /Coca-Cola 500ml/ }).click();
    await move.getByRole('combobox', { name: 'Into subcategory' }).click();
    await page.getByRole('option', { name: 'Sodas' }).click();
    await move.getByRole('button', { name: 'Move 1 item' }).click();
    await expect(page.getByText('1 item moved to Sodas')).toBeVisible();
    await expect(card).toContainText('1 product');
  });

  test('adjust stock and read the history', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request);
    const product = await addProduct(request, owner, 'Ketepa Tea 100g', 120, 24);
    await openAs(page, owner, `/products/${product.id}/stock`);
    await expect(page.getByTestId('stock-on-hand')).toHaveText('24 Piece');

    await page.getByRole('button', { name: 'Adjust stock' }).click();
    const dialog = page.getByRole('dialog', { name: /Adjust stock/ });
    await dialog.getByRole('button', { name: 'Decrease' }).click();
    await dialog.getByRole('textbox', { name: 'Quantity' }).fill('3');
    await dialog.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: 'Damaged' }).click();
    await expect(dialog.getByTestId('quantity-preview')).toHaveAttribute('aria-label', 'On hand 24 → 21');
    await dialog.getByRole('button', { name: 'Save adjustment' }).click();
    await expect(page.getByText('Stock updated: 21 Piece on hand')).toBeVisible();
    await expect(page.getByTestId('stock-on-hand')).toHaveText('21 Piece');

    const grid = page.getByRole('grid', { name: 'Stock history' });
    const decrease = grid.getByRole('row', { name: /Decrease/ });
    await expect(decrease).toContainText('−3');
    await expect(decrease).toContainText('24 → 21');
    await expect(decrease).toContainText('Damaged');
    const opening = grid.getByRole('row', { name: /Opening/ });
    await expect(opening).toContainText('+24');
    await expect(opening).toContainText('0 → 24');

    // Taking more than is there is refused (409 OUT_OF_STOCK) and the server's sentence is shown.
    await page.getByRole('button', { name: 'Adjust stock' }).click();
    await dialog.getByRole('textbox', { name: 'Quantity' }).fill('100');
    await expect(dialog.getByTestId('quantity-preview')).toContainText('Stock would go below zero.');
    await dialog.getByRole('button', { name: 'Save adjustment' }).click();
    await expect(dialog.getByRole('alert')).toContainText('only 21 left in stock');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('stock-on-hand')).toHaveText('21 Piece');

    // Deleting a history row hides it; the quantity stays.
    await decrease.getByRole('button', { name: /Delete entry of/ }).click();
    await page.getByRole('dialog', { name: 'Delete this entry?' }).getByRole('button', { name: 'Delete entry' }).click();
    await expect(page.getByText('Entry deleted')).toBeVisible();
    await expect(grid.getByRole('row', { name: /Decrease/ })).toHaveCount(0);
    await expect(page.getByTestId('stock-on-hand')).toHaveText('21 Piece');

    // A delivery with a new selling price: a Received row, and the price moves with it.
    await page.getByRole('button', { name: 'Receive stock' }).click();
    const receive = page.getByRole('dialog', { name: /Receive stock/ });
    // The date is on the shop's clock (Nairobi, UTC+3), not the browser's (this one runs on UTC).
    // The day is written day first, as the shop writes dates, not the browser's month-first date-and-time field.
    const nairobiNow = (shift: number) => new Date(Date.now() + 3 * 3_600_000 + shift).toISOString();
    const dayFirst = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
    const receivedOn = receive.getByRole('textbox', { name: 'Received on' });
    const shown = `${await receivedOn.inputValue()} ${await receive.getByLabel('Time').inputValue()}`;
    expect([-60_000, 0].map((shift) => `${dayFirst(nairobiNow(shift))} ${nairobiNow(shift).slice(11, 16)}`)).toContain(shown);
    await receive.getByRole('textbox', { name: 'Quantity received' }).fill('5');
    // Tomorrow is refused here; then the start of today goes.
    await receivedOn.fill(dayFirst(nairobiNow(86_400_000)));
    await receive.getByRole('button', { name: 'Receive stock' }).click();
    await expect(receive.getByText('A delivery cannot be in the future.')).toBeVisible();
    await receivedOn.fill(dayFirst(nairobiNow(0)));
    await receive.getByLabel('Time').fill('00:00');
    await expect(receive.getByTestId('quantity-preview')).toHaveAttribute('aria-label', 'On hand 21 → 26');
    await receive.getByRole('button', { name: 'New prices from this delivery' }).click();
    await receive.getByRole('textbox', { name: 'Selling price' }).fill('125');
    await receive.getByRole('textbox', { name: 'Note' }).fill('Delivery note 884');
    await receive.getByRole('button', { name: 'Receive stock' }).click();
    await expect(page.getByText('Stock received: 26 Piece on hand')).toBeVisible();
    const received = grid.getByRole('row', { name: /Received/ });
    await expect(received).toContainText('+5');
    await expect(received).toContainText('21 → 26');
    await expect(received).toContainText('Delivery note 884');
  });

  test('import a CSV with two good rows and one bad row; a category the shop lacks is made', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request);
    await addCategory(request, owner, 'Flour');
    await openAs(page, owner, '/products/import');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download template' }).click();
    const template = await download;
    expect(template.suggestedFilename()).toBe('product-import-template.csv');
    expect((await readFile(await template.path())).toString('utf8')).toContain(TEMPLATE_HEADER);

    // Only .csv files are taken.
    await page.getByLabel('CSV file to import').setInputFiles({ name: 'products.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('x') });
    await expect(page.getByText('Choose a .csv file.', { exact: false })).toBeVisible();

    const csv = importCsv([
      'Jogoo Maize Flour 2kg,Flour,,product,210,180,,,,30,5,Packet,B,yes,,,Jogoo,,yes',
      'Exe Wheat Flour 2kg,Baking,,product,230,195,,,,12,5,Packet,B,yes,,,Exe,,yes',
      'Mystery Flour,Unknown,,product,abc,,,,,,,,,,,,,,',
    ]);
    await page.getByLabel('CSV file to import').setInputFiles({ name: 'flour.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByTestId('import-file-name')).toHaveText('flour.csv');
    await page.getByRole('button', { name: 'Upload and import' }).click();

    await expect(page.getByTestId('import-summary')).toHaveText('2 imported, 1 failed');
    const failed = page.getByRole('table', { name: 'Rows not imported' });
    const row = failed.getByRole('row').nth(1);
    await expect(row.getByRole('cell').first()).toHaveText('4');
    await expect(row).toContainText('sellingPrice must be a number like 1,200.50, not "abc"');

    const report = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download error report' }).click();
    const saved = await report;
    expect(saved.suggestedFilename()).toBe('flour-errors.csv');
    expect((await readFile(await saved.path())).toString('utf8')).toContain('4,"sellingPrice must be a number like 1,200.50, not ""abc""');

    // "Baking" did not exist: the import made it. "Unknown" went with its refused row.
    await page.goto('/products/categories');
    await expect(page.getByText('Baking', { exact: true })).toBeVisible();
    await expect(page.getByText('Unknown', { exact: true })).toHaveCount(0);
  });

  test('a file of 1,202 rows is sent in parts of 500 with a progress bar; errors keep their lines in the file', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request);
    await openAs(page, owner, '/products/import');
    const rows = Array.from({ length: 1200 }, (_, index) => `Bulk Item ${index + 1},Bulk,,product,${50 + (index % 100)},,,,,5,,,,,,,,,`);
    // A quoted cell spanning two lines (row 601), so every later row sits one line further down, and a refused row.
    rows.splice(600, 0, '"Shelf, two lines",Bulk,,product,40,,,,,,,,,,,,"Back\nroom",,');
    rows.splice(1100, 0, 'Broken Price,Bulk,,product,-3,,,,,,,,,,,,,,');
    const parts: number[] = [];
    // Hold the second part back a moment so the bar can be seen between parts.
    await page.route('**/api/Product/BulkUploadProducts/**', async (route) => {
      parts.push(parts.length + 1);
      if (parts.length === 2) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByLabel('CSV file to import').setInputFiles({ name: 'bulk.csv', mimeType: 'text/csv', buffer: Buffer.from(importCsv(rows)) });
    await page.getByRole('button', { name: 'Upload and import' }).click();
    await expect(page.getByTestId('import-progress')).toHaveText('Saved 500 of 1,202 rows…');
    await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('import-progress.png') });

    await expect(page.getByTestId('import-summary')).toContainText('failed');
    expect(parts).toEqual([1, 2, 3]);
    await expect(page.getByTestId('import-summary')).toHaveText(/^1,?201 imported, 1 failed$/);
    const failed = page.getByRole('table', { name: 'Rows not imported' });
    // The refused row is the file's 1,101st: line 1,102 plus the quoted cell's extra line.
    await expect(failed.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(/^1,?103$/);
    await expect(failed.getByRole('row').nth(1)).toContainText('sellingPrice must not be negative');
  });

  test('create a bundle of two products, edit and delete it', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request);
    await addProduct(request, owner, 'Ketepa Tea 100g', 120, 10);
    await addProduct(request, owner, 'Mumias Sugar 2kg', 250, 8);
    await openAs(page, owner, '/products/bundles/new');

    await page.getByLabel('Bundle name').fill('Breakfast Pack');
    const search = page.getByRole('combobox', { name: 'Add a product' });
    await search.fill('ketepa');
    await page.getByRole('option', { name: /Ketepa Tea 100g/ }).click();
    await search.fill('sugar');
    await page.getByRole('option', { name: /Mumias Sugar 2kg/ }).click();
    const components = page.getByRole('list', { name: 'Products in the bundle' });
    await components.getByRole('listitem', { name: 'Ketepa Tea 100g' }).getByRole('textbox', { name: 'Quantity' }).fill('2');
    await page.getByRole('textbox', { name: 'Bundle price' }).fill('450');

    const summary = page.getByRole('region', { name: 'Price summary' });
    await expect(summary).toContainText('490.00');
    await expect(summary.getByTestId('bundle-saving')).toContainText('40.00 (8.2%)');
    await page.getByRole('button', { name: 'Create bundle' }).click();
    await expect(page.getByText('Bundle created')).toBeVisible();
    await expect(page).toHaveURL(/\/products\/bundles\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Breakfast Pack');
    // 10 tea / 2 per bundle and 8 sugar / 1 per bundle: the tea runs out first.
    await expect(summary).toContainText('5 bundles');

    await page.getByRole('textbox', { name: 'Bundle price' }).fill('460');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Bundle Updated Successfully!')).toBeVisible();
    await page.reload();
    // Money reads back in the shop's format, with its two decimals.
    await expect(page.getByRole('textbox', { name: 'Bundle price' })).toHaveValue('460.00');
    // The bundle's price is its price rule: no "Discount" field that no sale would apply.
    await expect(page.getByRole('textbox', { name: /Discount/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Delete bundle' }).click();
    await page.getByRole('dialog', { name: 'Delete this bundle?' }).getByRole('button', { name: 'Delete bundle' }).click();
    await expect(page.getByText('Bundle Deleted Successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('screenshots of the catalog screens in both themes at 360 and 1440 px', async ({ page, request }) => {
    test.setTimeout(240_000);
    const owner = await registerOwnerViaApi(request, 'Mama Njeri Shop');
    const drinks = await addCategory(request, owner, 'Drinks', 'Sodas, juice and bottled water');
    await addCategory(request, owner, 'Flour and cereals', null);
    await api(request, owner, '/api/Product/AddSubCategory', {
      businessId: owner.businessId,
      categoryId: drinks.id,
      name: 'Sodas',
      description: 'Coca-Cola, Fanta, Sprite',
    });
    await api(request, owner, '/api/Product/AddSubCategory', { businessId: owner.businessId, categoryId: drinks.id, name: 'Juice', description: null });
    const tea = await addProduct(request, owner, 'Ketepa Tea 100g', 120, 24);
    await addProduct(request, owner, 'Mumias Sugar 2kg', 250, 8);
    await api(request, owner, '/api/Product/AddProductsToCategory', { categoryId: drinks.id, productIds: [tea.id] });
    for (const [type, qty, reason] of [
      ['Decrease', 2, 'Damaged'],
      ['Increase', 6, 'Returned: customer changed mind'],
      ['Set', 27, 'Stock count'],
    ] as const) {
      const response = await request.put('/api/Product/AdjustStock', {
        headers: { Authorization: `Bearer ${owner.token}`, 'Idempotency-Key': crypto.randomUUID() },
        data: { id: tea.id, adjustmentType: type, qty, reason, note: type === 'Set' ? 'Monthly count' : null },
      });
      expect(response.ok()).toBe(true);
    }
    await storeSession(page, owner);

    for (const scheme of sweepSchemes()) {
      await page.evaluate(
        (theme) => localStorage.setItem('settings', JSON.stringify({ direction: 'ltr', responsiveFontSizes: true, theme, language: 'en' })),
        scheme,
      );
      for (const width of sweepWidths([360, 1440])) {
        await page.setViewportSize({ width, height: width === 360 ? 760 : 900 });
        const shot = async (name: string, fullPage = true) => {
          // A full-page capture of a scrolled page draws the fixed top bar mid-page: start from the top.
          if (fullPage) {
            await scrollEnded(page); // a smooth scroll the screen started (the import result) ends first
            await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
          }
          await page.screenshot({ path: `${SHOTS}/catalog-${name}-${scheme}-${width}.png`, fullPage });
        };

        await page.goto('/products/categories');
        await waitUntilLoaded(page);
        await expect(page.getByRole('article', { name: 'Drinks' })).toBeVisible();
        await shot('categories');

        await page.goto(`/products/${tea.id}/stock`);
        await waitUntilLoaded(page);
        await expect(page.getByRole('grid', { name: 'Stock history' }).getByRole('row', { name: /Opening/ })).toBeVisible();
        await shot('stock');
        await page.getByRole('button', { name: 'Adjust stock' }).click();
        const dialog = page.getByRole('dialog', { name: /Adjust stock/ });
        await dialog.getByRole('textbox', { name: 'Quantity' }).fill('4');
        await motionEnded(page);
        await shot('stock-adjust', false);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await page.getByRole('button', { name: 'Receive stock' }).click();
        const receive = page.getByRole('dialog', { name: /Receive stock/ });
        await receive.getByRole('textbox', { name: 'Quantity received' }).fill('12');
        await receive.getByRole('button', { name: 'New prices from this delivery' }).click();
        await motionEnded(page);
        await shot('stock-receive', false);
        await page.keyboard.press('Escape');

        await page.goto('/products/import');
        await page.getByLabel('CSV file to import').setInputFiles({
          name: 'products.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(importCsv([`Imported Soap ${scheme} ${width},,,product,55,,,,,10,,,,,,,,,`, 'Bad Price,,,product,-4,,,,,,,,,,,,,,'])),
        });
        await page.getByRole('button', { name: 'Upload and import' }).click();
        await expect(page.getByTestId('import-summary')).toHaveText('1 imported, 1 failed');
        await shot('import-result');

        await page.goto('/products/bundles/new');
        await page.getByLabel('Bundle name').fill('Breakfast Pack');
        const search = page.getByRole('combobox', { name: 'Add a product' });
        await search.fill('ketepa');
        await page.getByRole('option', { name: /Ketepa Tea 100g/ }).click();
        await search.fill('mumias');
        await page.getByRole('option', { name: /Mumias Sugar 2kg/ }).click();
        await page.getByRole('textbox', { name: 'Bundle price' }).fill('330');
        await shot('bundle-editor');
      }
    }
  });
});
