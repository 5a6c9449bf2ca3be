import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { ProductInput } from '@dukani/contracts';
import * as factories from '@dukani/test-factories';
import { expect, longWait } from './fixtures';
import { storeSession, transportOf, type SignedIn } from './api';

/** A route called with the owner's token; the test fails with the server's sentence when it is refused. */
export async function callApi<T>(request: APIRequestContext, owner: SignedIn, path: string, data?: unknown): Promise<T> {
  const headers = { Authorization: `Bearer ${owner.token}` };
  const response = data === undefined ? await request.get(path, { headers }) : await request.post(path, { data, headers });
  const body = (await response.json()) as { success: boolean; result: T; errordesc?: string };
  expect(body.success, body.errordesc).toBe(true);
  return body.result;
}

/** I10 with tax code B and only the fields a test states. */
export const addTillProduct = (request: APIRequestContext, owner: SignedIn, fields: Partial<ProductInput>) =>
  factories.addProduct(transportOf(request), owner, { buyingPrice: undefined, lowstock: undefined, quantity: undefined, taxCode: 'B', ...fields });

/** Today's sales of the shop as the server holds them (receipt number and total). */
export async function findTodaysSales(request: APIRequestContext, owner: SignedIn): Promise<[string, number][]> {
  const rows = await callApi<{ receiptNo: string; total: number }[]>(request, owner, `/api/Transactions/GetPOSTransactions/${owner.businessId}`);
  return rows.map((row) => [row.receiptNo, row.total]);
}

export async function openTill(page: Page, owner: SignedIn) {
  await storeSession(page, owner);
  await page.goto('/pos');
  await expect(page.getByRole('heading', { name: 'Point of sale', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add / }).first()).toBeVisible();
}

/**
 * A keyboard-wedge scanner: the code's keys a few milliseconds apart, then Enter, with no field focused. Sent
 * from inside the page in one go, as a scanner sends them: typed through the test driver on a busy machine, the
 * keys arrive further apart than the till's 50 ms scanner rhythm and read as a person typing (the first scan of
 * a sale then added no line).
 */
export async function scan(page: Page, code: string) {
  await page.evaluate((scanned) => {
    (document.activeElement as HTMLElement | null)?.blur();
    // A scanner's keys carry the times they were typed, however slowly the page handles them: made first, then
    // sent, so a busy main thread between two keys does not read as a person typing.
    const keys = [...scanned, 'Enter'].map((key) => new KeyboardEvent('keydown', { key, bubbles: true }));
    for (const key of keys) window.dispatchEvent(key);
  }, code);
}

export const cartLines = (page: Page) => page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem');
export const checkoutDialog = (page: Page) => page.getByRole('dialog', { name: /Charge/ });
export const saleRecorded = (page: Page) => page.getByRole('dialog', { name: /Sale recorded/ });
export const SALE_ROUTE = '**/api/Transactions/AddKraSale/**';

/**
 * Waits until the till has loaded the named dialogs' code and every chunk it imports (the till prefetches them
 * once idle). With no service worker in a test, a line cut before then leaves the checkout unable to load. A
 * chunk is fetched before the chunks it imports, so its resource entry alone raced under load; importing the
 * same URLs shares the page's module records and settles only when the whole graph is in.
 */
export async function tillDialogsLoaded(page: Page, chunks: readonly string[] = ['checkout-dialog', 'queue-dialog']) {
  await page.waitForFunction(
    (names) => names.every((chunk) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(`/assets/${chunk}-`))),
    chunks,
  );
  await page.evaluate(async (names) => {
    const urls = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => names.some((chunk) => url.includes(`/assets/${chunk}-`)) && url.endsWith('.js'));
    await Promise.all(urls.map((url) => import(/* @vite-ignore */ url)));
  }, chunks);
  // And the till's own start-up requests (catalog, session) answered, so none lands after the line is cut.
  await page.waitForLoadState('networkidle');
}

/** The line drops on an open till whose catalog is synced and whose dialogs are loaded: it now sells on the device. */
export async function goOffline(page: Page, context: BrowserContext) {
  await expect(page.getByTestId('queue-status')).toHaveAttribute('data-catalog', 'synced', { timeout: longWait(20_000) });
  // With no service worker in a test, the dialogs' code must be in before the line drops.
  await tillDialogsLoaded(page);
  await context.setOffline(true);
  await expect(page.getByTestId('queue-status')).toHaveText('Offline · selling on this device');
}
