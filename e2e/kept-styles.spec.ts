import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, longWait } from './support/fixtures';
import { registerOwnerViaApi, storeSession, transportOf } from './support/api';
import { addProduct } from '@dukani/test-factories';

/** The rules emotion inserted itself in this visit (its own tags), not the ones index.html put back. */
const rulesWorkedOut = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')].reduce((sum, tag) => sum + (tag.sheet?.cssRules.length ?? 0), 0),
  );

/** How a few of the till's parts look: the same whether their rules were worked out or put back. */
const looks = (page: Page) =>
  page.evaluate(() =>
    ['input[aria-label="Search products or scan a barcode"]', 'button[aria-label^="Add Ketepa Tea"]', 'nav a[href="/pos"]', 'header'].map((selector) => {
      const element = document.querySelector(selector);
      if (!element) return `${selector}: missing`;
      const style = getComputedStyle(element);
      return [selector, style.color, style.backgroundColor, style.fontSize, style.padding, style.borderRadius, style.display].join(' | ');
    }),
  );

/** A new shop with one product, its owner signed in at the till, the product on the grid. */
async function openTillWithTea(page: Page, request: APIRequestContext, shopName: string) {
  const owner = await registerOwnerViaApi(request, shopName);
  await addProduct(transportOf(request), owner, { name: 'Ketepa Tea', sellingPrice: 120, quantity: 10 });
  await storeSession(page, owner);
  await page.goto('/pos');
  await expect(page.getByRole('button', { name: /^Add Ketepa Tea/ })).toBeVisible();
}

test.describe('the till on a later visit', () => {
  test("puts back the last visit's CSS rules instead of working them out, and looks the same", async ({ page, request }) => {
    await openTillWithTea(page, request, 'Duka la Styles');
    const firstLook = await looks(page);
    expect(await rulesWorkedOut(page)).toBeGreaterThan(50);
    // Kept once the screen has settled.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('styles') !== null), { timeout: longWait(15_000) }).toBe(true);

    await page.reload();
    await expect(page.getByRole('button', { name: /^Add Ketepa Tea/ })).toBeVisible();
    expect(await page.locator('style[data-emotion^="css "]').count()).toBe(1);
    // The same screen needs no rule the last visit did not keep.
    expect(await rulesWorkedOut(page)).toBe(0);
    expect(await looks(page)).toEqual(firstLook);

    // Rules kept by another build are not put back: that build's screens may differ.
    await page.evaluate(() => {
      const kept = JSON.parse(localStorage.getItem('styles')!) as { build: string };
      localStorage.setItem('styles', JSON.stringify({ ...kept, build: `${kept.build}?older` }));
    });
    await page.reload();
    await expect(page.getByRole('button', { name: /^Add Ketepa Tea/ })).toBeVisible();
    expect(await page.locator('style[data-emotion^="css "]').count()).toBe(0);
    expect(await rulesWorkedOut(page)).toBeGreaterThan(50);
    expect(await looks(page)).toEqual(firstLook);
  });
});

test.describe('the till on a later visit, its catalog', () => {
  test('is read from the device while the scripts load, and the till takes that read', async ({ page, request }) => {
    await openTillWithTea(page, request, 'Duka la Mapema');
    // The device's copy is written once the first sync is done.
    const itemsOnDevice = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('dukani');
            open.onsuccess = () => {
              const all = open.result.transaction('packs').objectStore('packs').getAll();
              all.onsuccess = () => {
                open.result.close();
                resolve((all.result as { items: unknown[] }[]).reduce((sum, pack) => sum + pack.items.length, 0));
              };
            };
          }),
      );
    await expect.poll(itemsOnDevice, { timeout: longWait(15_000) }).toBe(1);

    // index.html's read, watched from before any script of the page: when it was started, what it found.
    await page.addInitScript(() => {
      const w = window as unknown as { earlyCatalog?: Promise<unknown>; earlyRead?: { startedAt: number; items?: number } };
      Object.defineProperty(w, 'earlyCatalog', {
        configurable: true,
        set(read: Promise<{ read: [{ items: unknown[] }[]] } | null>) {
          w.earlyRead = { startedAt: performance.now() };
          void read.then((found) => (w.earlyRead!.items = found ? found.read[0].reduce((sum, pack) => sum + pack.items.length, 0) : -1));
          Object.defineProperty(w, 'earlyCatalog', { value: read, writable: true, configurable: true });
        },
      });
    });
    await page.reload();
    await expect(page.getByRole('button', { name: /^Add Ketepa Tea/ })).toBeVisible();
    const early = await page.evaluate(() => ({
      read: (window as unknown as { earlyRead?: { startedAt: number; items?: number } }).earlyRead,
      taken: !('earlyCatalog' in window) || (window as unknown as { earlyCatalog?: unknown }).earlyCatalog === undefined,
    }));
    expect(early.read?.items).toBe(1);
    expect(early.taken).toBe(true);
  });
});
