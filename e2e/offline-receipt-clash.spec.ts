import crypto from 'node:crypto';
import * as factories from '@dukani/test-factories';
import { expect, test, longWait } from './support/fixtures';
import { registerOwnerViaApi, transportOf } from './support/api';
import { addTillProduct, findTodaysSales, openTill, scan, goOffline } from './support/till';
import { withCheckDigit } from './support/barcode-video';

const CODE = withCheckDigit('616110077000');

/**
 * Issue 32 item 6: a device receipt number taken by another sale is a clash, not "already recorded". The queue
 * used to read any 409 DUPLICATE as recorded and dropped the offline sale from the device; it must keep it, with
 * the server's sentence, until a person decides.
 */
test('an offline sale whose device receipt number is taken stays on the device with the reason', async ({ page, request, context }) => {
  test.setTimeout(120_000);
  const owner = await registerOwnerViaApi(request);
  const product = await addTillProduct(request, owner, { name: 'Sukari 1kg', sellingPrice: 180, barCode: CODE, quantity: 50 });
  const sent: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/AddKraSale/')) sent.push(req.postData() ?? '{}');
  });
  await openTill(page, owner);
  await goOffline(page, context);
  await scan(page, CODE);
  await page.keyboard.press('F9');
  await page
    .getByRole('dialog', { name: /Charge/ })
    .getByLabel('Cash received')
    .press('Enter');
  const kept = page.getByRole('dialog', { name: /Sale kept on this device · receipt/ });
  await expect(kept.getByRole('document')).toBeVisible();
  const title = (await kept.getByRole('heading').first().textContent()) ?? '';
  const deviceReceiptNo = /receipt (\S+)/.exec(title)?.[1] ?? '';
  expect(deviceReceiptNo).toMatch(/^[A-Z0-9]{4}-\d+$/);
  await kept.getByRole('button', { name: 'New sale' }).click();

  // Meanwhile another sale took that device number (another till drew the same prefix).
  const other = await factories.postSale(
    transportOf(request),
    owner,
    factories.cashSale(owner, [{ productId: product.id, quantity: 2, calcPrice: 180 }], {
      offline: true,
      deviceReceiptNo,
      clientSaleId: crypto.randomUUID(),
    }),
  );
  expect(other.status).toBe(200);

  await context.setOffline(false);
  await expect(page.getByTestId('queue-status')).not.toHaveText(/Offline/, { timeout: longWait(30_000) });
  await page.getByTestId('queue-status').click();
  const list = page.getByRole('dialog', { name: 'Sales kept on this device' });
  const item = list.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`deviceReceiptNo ${deviceReceiptNo} is already receipt`, { timeout: longWait(30_000) });
  await expect(item).toContainText('this sale was not recorded');
  await expect(list.getByRole('button', { name: /Delete/ })).toBeVisible();
  // The till says which catalog it checked the sale against (issue 32 item 2): its last sync, in the server's time.
  const body = JSON.parse(sent[0] ?? '{}') as { catalogSyncedAt?: string; offline?: boolean };
  expect(body).toMatchObject({ offline: true });
  expect(Date.parse(body.catalogSyncedAt ?? '')).toBeLessThan(Date.now());
  // The server holds only the other sale: the kept one was neither recorded nor dropped.
  expect((await findTodaysSales(request, owner)).map(([, total]) => total)).toEqual([other.body.result!.total]);
});
