import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import * as factories from '@dukani/test-factories';
import type { TransactionRow } from '@dukani/contracts';
import { expect, test, longWait } from './support/fixtures';
import { registerOwnerViaApi, transportOf, type SignedIn } from './support/api';
import { balanceOf } from './support/credit-book';
import { addTillProduct, callApi, findTodaysSales, SALE_ROUTE, scan, tillDialogsLoaded } from './support/till';
import { withCheckDigit, writeBarcodeVideo } from './support/barcode-video';
import config from './playwright.config';

const SHOTS = 'e2e/screenshots';
const CODES = ['616110042000', '616110031000', '616110099900'].map(withCheckDigit);
/** What the fake camera shows: the second item's code. */
const CAMERA_CODE = CODES[1]!;

/**
 * A till that is closed and opened again must keep its storage (IndexedDB, the service worker's cache): a
 * persistent context on a temporary profile is the browser a shop keeps between days.
 */
async function openBrowser(profile: string, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const launch = config.use?.launchOptions ?? {};
  const context = await chromium.launchPersistentContext(profile, {
    ...launch,
    // Chromium's fake camera plays a video of a barcode; the permission prompt is answered yes.
    args: [
      ...(launch.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${path.join(profile, '..', 'barcode.y4m')}`,
    ],
    permissions: ['camera'],
    // The config blocks service workers for every other test (and Playwright applies it to this context too).
    serviceWorkers: 'allow',
    baseURL,
    viewport: { width: 1440, height: 900 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page };
}

/**
 * The till fetches its dialogs' code once it is idle; with no service worker (this page's context) that must have
 * happened before the line drops, as a shop's first visit needs the network once.
 */

/** How an offline sale is paid: cash, pay later by a customer from the device's list, or card with its reference. */
type Pay = 'cash' | { payLater: string } | { card: string };

/**
 * One sale: the item scanned (a keyboard-wedge scanner, or the camera button), paid as asked (cash by default),
 * kept on the device.
 */
async function sellOffline(page: Page, code: string, by: 'scanner' | 'camera' = 'scanner', pay: Pay = 'cash') {
  if (by === 'camera') {
    await page.getByRole('button', { name: 'Scan with the camera' }).click();
    await expect(page.getByRole('dialog', { name: 'Scan a barcode' })).toBeHidden({ timeout: longWait(15_000) });
  } else await scan(page, code);
  await expect(page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('F9');
  const checkout = page.getByRole('dialog', { name: /Charge/ });
  if (pay === 'cash') await checkout.getByLabel('Cash received').press('Enter');
  else if ('card' in pay) {
    await checkout.getByRole('button', { name: 'Card', exact: true }).click();
    await checkout.getByLabel('Reference').fill(pay.card);
    await checkout.getByRole('button', { name: 'Complete sale' }).click();
  } else {
    // The shop's methods come from the device: the M-Pesa prompt is there but needs the network.
    await expect(checkout.getByRole('button', { name: 'M-Pesa prompt' })).toBeDisabled();
    await expect(checkout.getByText(/No connection: a payment request to the customer's phone cannot be sent/)).toBeVisible();
    await checkout.getByRole('button', { name: 'Pay Later' }).click();
    // A new customer needs the server: offline only those kept on the device are offered.
    await expect(checkout.getByRole('button', { name: 'Add a customer' })).toBeDisabled();
    await checkout.getByRole('combobox', { name: 'Customer' }).fill(pay.payLater.slice(0, 4));
    await page.getByRole('option', { name: new RegExp(pay.payLater) }).click();
    await checkout.getByRole('button', { name: 'Complete sale' }).click();
  }
  const kept = page.getByRole('dialog', { name: /Sale kept on this device · receipt/ });
  await expect(kept.getByRole('document')).toBeVisible();
  await kept.getByRole('button', { name: 'New sale' }).click();
  await expect(kept).toBeHidden();
}

/** Rewrites the stored access token's exp to a minute ago (the client reads exp; the server never sees it). */
function expireAccessToken() {
  const [header, payload, signature] = (localStorage.getItem('accessToken') ?? '').split('.');
  const claims = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
  claims.exp = Math.floor(Date.now() / 1000) - 60;
  const encoded = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  localStorage.setItem('accessToken', `${header}.${encoded}.${signature}`);
}

/** Entries in the device's till snapshot (IndexedDB `dukani`, store `till`), read inside the page. */
function tillSnapshotCount(): Promise<number> {
  return new Promise((resolve) => {
    const open = indexedDB.open('dukani');
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('till')) {
        db.close();
        resolve(0);
        return;
      }
      const count = db.transaction('till').objectStore('till').count();
      count.onsuccess = () => {
        db.close();
        resolve(count.result);
      };
    };
    open.onerror = () => resolve(0);
  });
}

test.describe('the till with no connection', () => {
  test.setTimeout(240_000);

  test('opens offline after one visit, sells 20 sales that survive a closed browser, and the server gets exactly 20', async ({ request, baseURL }) => {
    const owner: SignedIn = await registerOwnerViaApi(request);
    // Stock for every sale: until the server accepts offline shortfalls (issue 17 item 4), a shortfall refuses.
    for (const [index, code] of CODES.entries()) {
      await addTillProduct(request, owner, { name: `Item ${index + 1}`, sellingPrice: 100 * (index + 1), barCode: code, quantity: 100 });
    }
    // What else the till must know offline: a customer who buys on credit, the M-Pesa prompt on, an open register.
    const customer = await factories.addCustomer(transportOf(request), owner, { firstName: 'Wanjiru', lastName: 'Kamau' });
    await callApi(request, owner, '/api/Settings/SaveCashRegisterSettings', { businessId: owner.businessId, mobileMoneyEnabled: true });
    await factories.openRegister(transportOf(request), owner, 500);
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dukani-till-'));
    const profile = path.join(root, 'profile');
    writeBarcodeVideo(path.join(root, 'barcode.y4m'), CAMERA_CODE);
    try {
      // Day 1, online: the first visit installs the service worker and downloads the catalog.
      let { context, page } = await openBrowser(profile, baseURL!);
      await page.goto('/');
      await page.evaluate((s) => {
        localStorage.setItem('accessToken', s.token);
        localStorage.setItem('refreshToken', s.refreshToken);
        localStorage.setItem('businessId', String(s.businessId));
      }, owner);
      await page.goto('/pos');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await expect(page.getByTestId('queue-status')).toHaveAttribute('data-catalog', 'synced', { timeout: longWait(20_000) });
      // Customers, payment methods, receipt and register settings, the open register: kept on the device too.
      await expect.poll(() => page.evaluate(tillSnapshotCount), { timeout: longWait(20_000) }).toBe(4);
      await context.close();

      // The line drops; the browser is opened again: the till comes from the cache, the items from the device.
      ({ context, page } = await openBrowser(profile, baseURL!));
      await context.setOffline(true);
      await page.goto('/pos');
      await expect(page.getByRole('heading', { name: 'Point of sale', level: 1 })).toBeVisible();
      const status = page.getByTestId('queue-status');
      await expect(status).toHaveText('Offline · selling on this device');
      await expect(page.getByRole('button', { name: 'Add Item 1' })).toBeVisible();
      // The register opened online is shown from the device.
      await expect(page.getByRole('button', { name: /^Register open · / })).toBeVisible();
      // Eight by the scanner (one on credit to Wanjiru, one by card), two by the camera.
      for (let sale = 0; sale < 6; sale += 1) await sellOffline(page, CODES[sale % CODES.length]!);
      await sellOffline(page, CODES[0]!, 'scanner', { payLater: 'Wanjiru Kamau' });
      await sellOffline(page, CODES[1]!, 'scanner', { card: 'VISA 4242' });
      for (let sale = 8; sale < 10; sale += 1) await sellOffline(page, CAMERA_CODE, 'camera');
      await expect(status).toHaveText('Offline · 10 sales waiting');
      // Stock on the device went down as it sold: 3 of Item 1 sold out of 100.
      await expect(page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Add Item 1' }) })).toContainText('97');
      await page.screenshot({ path: `${SHOTS}/pos-offline-1440-light.png` });
      // Days pass offline and the sign-in runs out: the till must still open, sell, and send once it can refresh.
      await page.evaluate(expireAccessToken);
      await context.close();

      // Closed and opened again, still offline and with the sign-in run out: still signed in, the sales are still
      // there, ten more are sold.
      ({ context, page } = await openBrowser(profile, baseURL!));
      await context.setOffline(true);
      await page.goto('/pos');
      await expect(page.getByTestId('queue-status')).toHaveText('Offline · 10 sales waiting');
      for (let sale = 10; sale < 18; sale += 1) await sellOffline(page, CODES[sale % CODES.length]!);
      for (let sale = 18; sale < 20; sale += 1) await sellOffline(page, CAMERA_CODE, 'camera');
      await expect(page.getByTestId('queue-status')).toHaveText('Offline · 20 sales waiting');
      await page.getByTestId('queue-status').click();
      await expect(page.getByRole('dialog', { name: 'Sales kept on this device' }).getByRole('listitem')).toHaveCount(20);
      await page.screenshot({ path: `${SHOTS}/pos-offline-waiting-1440-light.png` });
      await page.getByRole('button', { name: 'Close' }).click();
      await context.close();

      // The line is back. The first sale reaches the server but its answer is lost: it is still recorded once.
      ({ context, page } = await openBrowser(profile, baseURL!));
      let lost = 0;
      await context.route(SALE_ROUTE, async (route) => {
        if (lost === 0) {
          lost += 1;
          await route.fetch();
          await route.abort('connectionreset');
        } else await route.continue();
      });
      await page.goto('/pos');
      // The chip reads "all sent" until the queue is loaded: wait for the server itself.
      await expect.poll(async () => (await findTodaysSales(request, owner)).length, { timeout: 90_000 }).toBe(20);
      await expect(page.getByTestId('queue-status')).toHaveText('Online · all sent', { timeout: longWait(30_000) });
      expect(lost).toBe(1);
      // They went after a refresh of the run-out sign-in (A11 hands out a new refresh token each time).
      expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).not.toBe(owner.refreshToken);
      const sales = await findTodaysSales(request, owner);
      expect(sales).toHaveLength(20);
      expect(new Set(sales.map(([receiptNo]) => receiptNo)).size).toBe(20);
      // Paid as the till took them: Wanjiru owes Item 1 (100), the card sale carries its reference.
      const rows = await callApi<TransactionRow[]>(request, owner, `/api/Transactions/GetPOSTransactions/${owner.businessId}`);
      const credit = rows.filter((row) => row.paymentSummary.some((p) => p.paymentValue === 'PayLater'));
      expect(credit.map((row) => [row.customerId, row.total, row.balance])).toEqual([[customer.id, 100, 100]]);
      expect(await balanceOf(request, owner, customer.id)).toBe(100);
      const card = rows.flatMap((row) => row.paymentSummary).filter((p) => p.paymentValue === 'Card');
      expect(card.map((p) => [p.amount, p.referenceNumber])).toEqual([[200, 'VISA 4242']]);
      await context.close();
    } finally {
      // Chromium may still be flushing its profile a moment after close.
      fs.rmSync(root, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    }
  });
});

test.describe('the offline chip and the list of kept sales', () => {
  test.setTimeout(120_000);
  for (const theme of ['light', 'dark'] as const) {
    test(`read at 360 px and 1440 px, ${theme}`, async ({ page, request, context }) => {
      const owner = await registerOwnerViaApi(request);
      await addTillProduct(request, owner, { name: 'Maize flour 2kg', sellingPrice: 230, barCode: CODES[0], quantity: 50 });
      await callApi(request, owner, '/api/Settings/SaveCashRegisterSettings', { businessId: owner.businessId, mobileMoneyEnabled: true });
      await page.goto('/');
      await page.evaluate(
        ([s, mode]) => {
          localStorage.setItem('accessToken', s.token);
          localStorage.setItem('refreshToken', s.refreshToken);
          localStorage.setItem('businessId', String(s.businessId));
          localStorage.setItem('settings', JSON.stringify({ theme: mode }));
        },
        [owner, theme] as const,
      );
      await page.goto('/pos');
      await expect(page.getByTestId('queue-status')).toHaveAttribute('data-catalog', 'synced', { timeout: longWait(20_000) });
      await expect(page.getByRole('button', { name: 'Add Maize flour 2kg' })).toBeVisible();
      await tillDialogsLoaded(page, ['checkout-dialog', 'queue-dialog', 'cart-drawer', 'till-dialogs']);
      await context.setOffline(true);
      await expect(page.getByTestId('queue-status')).toHaveText('Offline · selling on this device');
      await sellOffline(page, CODES[0]!);
      for (const width of [360, 1440]) {
        await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
        await expect(page.getByTestId('queue-status')).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/pos-offline-${width}-${theme}.png` });
        await page.getByTestId('queue-status').click();
        const list = page.getByRole('dialog', { name: 'Sales kept on this device' });
        await expect(list.getByRole('listitem')).toHaveCount(1);
        await page.screenshot({ path: `${SHOTS}/pos-offline-waiting-${width}-${theme}.png` });
        await list.getByRole('button', { name: 'Close' }).click();
        // The checkout offline: the phone prompt shown disabled with its reason.
        await scan(page, CODES[0]!);
        await page.keyboard.press('F9');
        const checkout = page.getByRole('dialog', { name: /Charge/ });
        await expect(checkout.getByRole('button', { name: 'M-Pesa prompt' })).toBeDisabled();
        // Once the dialog has faded in: mid-fade the till shows through it.
        await expect(checkout.locator('xpath=..')).toHaveCSS('opacity', '1');
        await page.screenshot({ path: `${SHOTS}/pos-offline-checkout-${width}-${theme}.png` });
        await checkout.getByRole('button', { name: 'Cancel' }).click();
        await expect(checkout).toBeHidden();
      }
    });
  }
});
