import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { registerOwnerViaApi, storeSession } from './support/api';
import { addTillProduct, cartLines, checkoutDialog, openTill, saleRecorded } from './support/till';
import { motionEnded, sweepSchemes } from './support/sweep';

const SHOTS = 'e2e/screenshots';

/** How many cart lines show whole inside the cart's scrolling list. */
async function wholeLinesInView(page: Page): Promise<number> {
  const list = (await page.getByRole('list', { name: 'Cart lines' }).boundingBox())!;
  let count = 0;
  for (const line of await cartLines(page).all()) {
    const box = (await line.boundingBox())!;
    if (box.y >= list.y - 1 && box.y + box.height <= list.y + list.height + 1) count += 1;
  }
  return count;
}

/** The text of an element is all there: not cut by an ellipsis or a hidden overflow. */
const isWhole = (locator: Locator) => locator.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1);

/** A dialog's buttons stand inside its paper, with room (12 px) to the phone's edge. */
async function expectButtonsInside(dialog: Locator, page: Page) {
  const paper = (await dialog.boundingBox())!;
  const width = page.viewportSize()!.width;
  for (const button of await dialog.getByRole('button').all()) {
    if (!(await button.isVisible())) continue;
    const box = (await button.boundingBox())!;
    expect(box.x, await button.innerText()).toBeGreaterThanOrEqual(paper.x);
    expect(box.x + box.width, await button.innerText()).toBeLessThanOrEqual(paper.x + paper.width);
    expect(box.x + box.width, await button.innerText()).toBeLessThanOrEqual(width - 12);
  }
}

const NAMES = [
  'Unga wa Ngano Pembe Home Baking Flour 2kg',
  'Kimbo Cooking Fat 1kg',
  'Royco Mchuzi Mix Beef 200g',
  'Colgate Toothpaste 100ml',
  'Omo Washing Powder 1kg',
  'Blue Band 500g',
  'Ketepa Pride Tea 250g',
  'Menengai Bar Soap 800g',
];

test.describe('the till laid out for desk and phone (issue 36, item 6)', () => {
  test('at 1366×768 the cart shows five lines or more, names whole; the shortcuts tooltip leaves with its dialog', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request, 'Mama Wanjiku General Stores Limited');
    for (const [index, name] of NAMES.entries()) await addTillProduct(request, owner, { name, sellingPrice: 100 + index * 10, quantity: 40 });
    await page.setViewportSize({ width: 1366, height: 768 });
    await openTill(page, owner);
    for (const name of NAMES) await page.getByRole('button', { name: `Add ${name}` }).click();
    await expect(cartLines(page)).toHaveCount(NAMES.length);
    for (const scheme of sweepSchemes()) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `${SHOTS}/till-first-day-1366-${scheme}.png` });
    }
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await wholeLinesInView(page)).toBeGreaterThanOrEqual(5);
    await expect(page.getByRole('button', { name: /^Charge/ })).toBeInViewport({ ratio: 1 });
    // A long item name wraps on its tile, never cut off.
    const tileName = page.getByRole('button', { name: `Add ${NAMES[0]}` }).getByText(NAMES[0]!, { exact: true });
    expect(await isWhole(tileName)).toBe(true);
    const shop = page.getByRole('banner').getByText('Mama Wanjiku General Stores Limited', { exact: true });
    expect(await isWhole(shop)).toBe(true);

    // Keyboard shortcuts opened with the mouse and closed with Esc: no tooltip stays over the search box.
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeHidden();
    await expect(page.getByRole('tooltip')).toBeHidden();
    // Closed with Esc, the mouse still resting on the help button: its tooltip shows over the search box, and a
    // click there lands in the box, not on the tooltip.
    const search = page.getByLabel('Search products or scan a barcode');
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeHidden();
    await search.blur();
    const searchBox = (await search.boundingBox())!;
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).hover();
    const tip = (await page.getByRole('tooltip').boundingBox())!;
    expect(tip.y + tip.height).toBeGreaterThan(searchBox.y);
    // A point inside both the tooltip and the search box.
    await page.mouse.click(tip.x + tip.width / 2, (Math.max(tip.y, searchBox.y) + tip.y + tip.height) / 2);
    await expect(search).toBeFocused();
    await page.keyboard.type('Blue');
    await expect(search).toHaveValue('Blue');
    await expect(page.getByRole('tooltip')).toBeHidden();
  });

  test('at 360 px: the cart sheet closes with its own button, names wrap, German "Alle Kategorien" fits, dialog buttons stay inside', async ({
    page,
    request,
  }) => {
    const owner = await registerOwnerViaApi(request, 'Mama Wanjiku General Stores');
    for (const [index, name] of NAMES.slice(0, 3).entries()) await addTillProduct(request, owner, { name, sellingPrice: 100 + index * 10, quantity: 40 });
    await page.setViewportSize({ width: 360, height: 740 });
    await openTill(page, owner);
    const tileName = page.getByRole('button', { name: `Add ${NAMES[0]}` }).getByText(NAMES[0]!, { exact: true });
    expect(await isWhole(tileName)).toBe(true);
    for (const name of NAMES.slice(0, 3)) await page.getByRole('button', { name: `Add ${name}` }).click();
    await page.getByRole('button', { name: 'Open the cart' }).click();
    await motionEnded(page);
    for (const scheme of sweepSchemes()) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `${SHOTS}/till-first-day-360-cart-${scheme}.png` });
    }
    await page.emulateMedia({ colorScheme: 'light' });
    const sheet = page.getByRole('dialog', { name: 'Cart' });
    await expect(sheet).toBeVisible();

    // A line's price and discount: Remove, Cancel and Apply inside the dialog.
    await page.getByRole('button', { name: `Change price or discount of ${NAMES[0]}` }).click();
    const edit = page.getByRole('dialog', { name: NAMES[0] });
    await motionEnded(page);
    await expectButtonsInside(edit, page);
    await page.screenshot({ path: `${SHOTS}/till-first-day-360-line-edit-light.png` });
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: /^Charge/ }).click();
    await motionEnded(page);
    await expectButtonsInside(checkoutDialog(page), page);
    await page.screenshot({ path: `${SHOTS}/till-first-day-360-checkout-light.png` });
    await checkoutDialog(page).getByRole('button', { name: 'Complete sale' }).click();
    await expect(saleRecorded(page).getByRole('document')).toBeVisible();
    await motionEnded(page);
    await expectButtonsInside(saleRecorded(page), page);
    for (const scheme of sweepSchemes()) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `${SHOTS}/till-first-day-360-sale-recorded-${scheme}.png` });
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await saleRecorded(page).getByRole('button', { name: 'New sale' }).click();

    // The cart sheet has its own way back to the items.
    await page.getByRole('button', { name: 'Add Kimbo Cooking Fat 1kg' }).click();
    await page.getByRole('button', { name: 'Open the cart' }).click();
    await sheet.getByRole('button', { name: 'Back to the items' }).click();
    await expect(sheet).toBeHidden();

    // In German every filter's word shows whole.
    await page.evaluate(() =>
      localStorage.setItem('settings', JSON.stringify({ direction: 'ltr', responsiveFontSizes: true, theme: 'light', language: 'de' })),
    );
    await storeSession(page, owner);
    await page.goto('/pos');
    const category = page.getByRole('combobox', { name: 'Kategorie', exact: true });
    await expect(category).toHaveValue('');
    await expect(category.locator('option:checked')).toHaveText('Alle Kategorien');
    const fits = await category.evaluate((select: HTMLSelectElement) => {
      const probe = document.createElement('span');
      probe.textContent = select.selectedOptions[0]!.text;
      probe.style.font = getComputedStyle(select).font;
      probe.style.position = 'absolute';
      document.body.append(probe);
      const textWidth = probe.getBoundingClientRect().width;
      probe.remove();
      const style = getComputedStyle(select);
      return textWidth <= select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    });
    expect(fits).toBe(true);
    for (const scheme of sweepSchemes()) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `${SHOTS}/till-first-day-360-de-${scheme}.png` });
    }
  });
});
