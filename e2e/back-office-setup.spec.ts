import type { Locator, Page } from '@playwright/test';
import * as factories from '@dukani/test-factories';
import { expect, test, longWait } from './support/fixtures';
import { registerOwnerViaApi, storeSession, transportOf, type SignedIn } from './support/api';
import { callApi } from './support/till';
import { motionEnded, sweepSchemes, sweepWidths } from './support/sweep';

const SHOTS = 'e2e/screenshots';

/** Each width and scheme of the sweep, with the viewport of the walk (phone 360×740, desk 1366×768). */
async function eachView(page: Page, widths: number[], shoot: (name: string) => Promise<void>): Promise<void> {
  for (const scheme of sweepSchemes()) {
    for (const width of sweepWidths(widths)) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: width === 360 ? 740 : 768 });
      await shoot(`${width}-${scheme}`);
    }
  }
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    'nothing sticks out sideways',
  ).toBeLessThanOrEqual(0);
}

/**
 * Every box inside `inner` lies within `outer` (a pixel of rounding allowed); across only, for content that scrolls
 * down inside its container.
 */
async function expectInside(inner: Locator, outer: Locator, what: string, across = false): Promise<void> {
  const box = await outer.boundingBox();
  expect(box, `${what}: the container is on screen`).not.toBeNull();
  for (const part of await inner.all()) {
    const each = await part.boundingBox();
    if (!each) continue;
    expect(each.x, `${what} starts inside`).toBeGreaterThanOrEqual(box!.x - 1);
    expect(each.x + each.width, `${what} ends inside`).toBeLessThanOrEqual(box!.x + box!.width + 1);
    if (across) continue;
    expect(each.y, `${what} starts inside`).toBeGreaterThanOrEqual(box!.y - 1);
    expect(each.y + each.height, `${what} ends inside`).toBeLessThanOrEqual(box!.y + box!.height + 1);
  }
}

/** I6 as the product form reads it. */
const categoriesOf = (request: Parameters<typeof callApi>[0], owner: SignedIn) =>
  callApi<{ id: number; categoryname: string; productType: number }[]>(request, owner, `/api/Product/GetCategories/${owner.businessId}`);

test.describe('set-up and back office (issue 36, items 14–16)', () => {
  test('the product form adds a category in place; the service form says "Add service"', async ({ page, request }) => {
    test.setTimeout(240_000);
    const owner = await registerOwnerViaApi(request, 'Duka la Kwanza');
    await storeSession(page, owner);
    await page.goto('/products/new');
    // The first screen of a fresh browser downloads its code: on a loaded machine that takes a while.
    await expect(page.getByRole('heading', { name: 'Add product', level: 1 })).toBeVisible({ timeout: longWait(30_000) });
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Fanta 500ml');
    const category = page.getByRole('combobox', { name: 'Category', exact: true });
    await category.fill('Drinks');
    await page.getByRole('option', { name: 'Add “Drinks”' }).click();
    await expect(page.getByText('Category “Drinks” added')).toBeVisible();
    await expect(category).toHaveValue('Drinks');
    const drinks = (await categoriesOf(request, owner)).find((each) => each.categoryname === 'Drinks');
    expect(drinks).toMatchObject({ productType: 0 });
    // A name already on the list is picked, never added twice.
    await category.fill('drinks');
    await expect(page.getByRole('option', { name: /^Add / })).toHaveCount(0);
    await page.getByRole('option', { name: 'Drinks', exact: true }).click();
    await page.getByRole('region', { name: 'Pricing' }).getByRole('textbox', { name: 'Selling price', exact: true }).fill('80');
    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(page.getByText('Fanta 500ml added')).toBeVisible();
    const products = await callApi<{ data: { name: string; categoryId: number | null }[] }>(
      request,
      owner,
      `/api/Product/GetPaginatedProducts/${owner.businessId}`,
    );
    expect(products.data.find((product) => product.name === 'Fanta 500ml')?.categoryId).toBe(drinks!.id);

    // The service form: titled for a service, from the toggle or from its own link.
    await page.goto('/products/new');
    await page.getByRole('button', { name: 'Service', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Add service', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add service' })).toBeVisible();
    await page.goto('/products/new?type=service');
    await expect(page.getByRole('heading', { name: 'Add service', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Stock' })).toHaveCount(0);
    // A category typed on the service form is a service category.
    await page.getByRole('combobox', { name: 'Category', exact: true }).fill('Repairs');
    await page.getByRole('option', { name: 'Add “Repairs”' }).click();
    await expect(page.getByText('Category “Repairs” added')).toBeVisible();
    expect((await categoriesOf(request, owner)).find((each) => each.categoryname === 'Repairs')).toMatchObject({ productType: 1 });

    await eachView(page, [360, 1366], async (view) => {
      await page.goto('/products/new');
      await page.getByRole('combobox', { name: 'Category', exact: true }).fill('Snacks');
      await expect(page.getByRole('option', { name: 'Add “Snacks”' })).toBeVisible();
      await noSidewaysScroll(page);
      await motionEnded(page);
      await page.screenshot({ path: `${SHOTS}/product-category-add-${view}.png` });
      await page.goto('/products/new?type=service');
      await expect(page.getByRole('heading', { name: 'Add service', level: 1 })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/service-form-${view}.png` });
    });
  });

  test("register settings flip by their title; the Z report's Counted and Difference fit a phone", async ({ page, request }) => {
    test.setTimeout(240_000);
    const owner = await registerOwnerViaApi(request, 'Duka la Amani');
    const transport = transportOf(request);
    const tea = await factories.addProduct(transport, owner, { name: 'Chai 500g', sellingPrice: 1250, quantity: 50 });
    const session = await factories.openRegister(transport, owner, 10_000);
    await factories.postSale(transport, owner, factories.cashSale(owner, [{ productId: tea.id, quantity: 3, calcPrice: 1250 }]));
    await factories.postSale(
      transport,
      owner,
      factories.cashSale(owner, [{ productId: tea.id, quantity: 2, calcPrice: 1250 }], {
        paymentSummary: [{ paymentValue: 'TillPaybill', amount: 2500, referenceNumber: 'QWE123RTY' }],
        totalPaid: 2500,
      }),
    );
    await factories.closeRegister(transport, owner, session.id, 13_760.5, 'Ten fifty over');
    await storeSession(page, owner);

    await page.goto('/account/register-settings');
    const settings = page.getByRole('form', { name: 'Cash register' });
    const requireSwitch = settings.getByRole('switch', { name: /Require an open register session/ });
    await expect(requireSwitch).not.toBeChecked({ timeout: longWait(30_000) });
    await settings.getByText('Require an open register session', { exact: true }).click();
    await expect(requireSwitch).toBeChecked();
    await settings.getByText('Allow selling out-of-stock items', { exact: true }).click();
    await expect(settings.getByRole('switch', { name: /Allow selling out-of-stock items/ })).toBeChecked();
    await settings.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Cash register settings saved')).toBeVisible();
    await eachView(page, [360, 1366], async (view) => {
      await page.goto('/account/register-settings');
      await expect(settings.getByRole('switch', { name: /Require an open register session/ })).toBeChecked();
      await noSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/register-settings-${view}.png`, fullPage: true });
    });

    await eachView(page, [360, 1366], async (view) => {
      await page.goto('/reports/register');
      await page.getByRole('button', { name: `Z report of shift ${session.id}` }).click();
      const zReport = page.getByRole('dialog', { name: `Z report · shift ${session.id}` });
      const table = zReport.getByRole('table', { name: 'Cash-up' });
      await expect(table).toContainText('13,760.50');
      await expect(table).toContainText('+10.50');
      await motionEnded(page);
      // Every heading and figure of the cash-up lies inside the dialog, with nothing to scroll sideways to.
      await expectInside(table.locator('th, td'), zReport, `the cash-up at ${view}`, true);
      expect(await table.evaluate((element) => element.scrollWidth - (element.parentElement?.clientWidth ?? 0))).toBeLessThanOrEqual(0);
      await table.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/z-report-cash-up-${view}.png` });
      await zReport.getByRole('button', { name: 'Close' }).click();
    });
  });

  test('the dashboard\'s "How customers paid" donut is whole at 1366 px and on a phone', async ({ page, request }) => {
    test.setTimeout(240_000);
    const owner = await registerOwnerViaApi(request, 'Duka la Baraka');
    const transport = transportOf(request);
    const rice = await factories.addProduct(transport, owner, { name: 'Pishori 2kg', sellingPrice: 420, quantity: 50 });
    await factories.postSale(transport, owner, factories.cashSale(owner, [{ productId: rice.id, quantity: 3, calcPrice: 420 }]));
    await factories.postSale(
      transport,
      owner,
      factories.cashSale(owner, [{ productId: rice.id, quantity: 1, calcPrice: 420 }], {
        paymentSummary: [{ paymentValue: 'TillPaybill', amount: 420, referenceNumber: 'QWE123RTZ' }],
        totalPaid: 420,
      }),
    );
    await storeSession(page, owner);
    await eachView(page, [360, 1366], async (view) => {
      await page.goto('/overview');
      const card = page.getByRole('region', { name: 'How customers paid' });
      // The drawing's own surface: the largest picture in the card (the legend's marks are small ones).
      await expect(card.locator('svg path').first()).toBeVisible({ timeout: longWait(30_000) });
      await card.evaluate((element) => {
        const pictures = [...element.querySelectorAll('svg')];
        const area = (svg: SVGSVGElement) => svg.getBoundingClientRect().width * svg.getBoundingClientRect().height;
        pictures.sort((a, b) => area(b) - area(a))[0]?.setAttribute('data-e2e', 'donut');
      });
      const surface = card.locator('svg[data-e2e="donut"]');
      await card.scrollIntoViewIfNeeded();
      await motionEnded(page);
      // Each slice lies inside the drawing and the card: none is cut at an edge.
      await expectInside(surface.locator('path'), surface, `the donut at ${view}`);
      await expectInside(surface, card, `the chart at ${view}`);
      await noSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/dashboard-payment-mix-${view}.png`, fullPage: true });
    });
  });
});
