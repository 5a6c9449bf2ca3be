import type { APIRequestContext, Page } from '@playwright/test';
import type { ProductInput } from '@dukani/contracts';
import * as factories from '@dukani/test-factories';
import { expect } from './fixtures';
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
    for (const key of [...scanned, 'Enter']) window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  }, code);
}

export const cartLines = (page: Page) => page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem');
export const checkoutDialog = (page: Page) => page.getByRole('dialog', { name: /Charge/ });
export const saleRecorded = (page: Page) => page.getByRole('dialog', { name: /Sale recorded/ });
export const SALE_ROUTE = '**/api/Transactions/AddKraSale/**';
