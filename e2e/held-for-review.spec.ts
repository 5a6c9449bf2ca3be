import crypto from 'node:crypto';
import * as factories from '@dukani/test-factories';
import { expect, test } from './support/fixtures';
import { registerOwnerViaApi, storeSession, transportOf } from './support/api';

/**
 * Issue 32 item 2: an offline sale recorded although another till sold the stock meanwhile is held for review; the
 * owner finds it with the "Held for review" chip of the Transactions screen and reads why in its drawer.
 */
test('the owner finds an offline sale held for review and reads why', async ({ page, request }) => {
  const owner = await registerOwnerViaApi(request, 'Duka la Ukaguzi');
  const transport = transportOf(request);
  const eggs = await factories.addProduct(transport, owner, { name: 'Mayai tray', sellingPrice: 450, quantity: 2, taxCode: 'B' });
  const tea = await factories.addProduct(transport, owner, { name: 'Chai', sellingPrice: 50, quantity: 20, taxCode: 'B' });
  const plain = await factories.postSale(transport, owner, factories.cashSale(owner, [{ productId: tea.id, quantity: 1, calcPrice: 50 }]));
  expect(plain.status).toBe(200);
  const held = await factories.postSale(
    transport,
    owner,
    factories.cashSale(owner, [{ productId: eggs.id, quantity: 5, calcPrice: 450 }], {
      offline: true,
      deviceReceiptNo: `E2E-${crypto.randomUUID().slice(0, 6)}`,
      clientSaleId: crypto.randomUUID(),
      catalogSyncedAt: new Date(Date.now() + 1_000).toISOString(),
    }),
  );
  expect(held.status, held.body.errordesc).toBe(200);
  const receiptNo = held.body.result!.receiptNo;

  await storeSession(page, owner);
  await page.goto('/transactions');
  const rows = page.getByRole('grid', { name: 'Transactions' }).locator('.MuiDataGrid-row');
  await expect(rows).toHaveCount(2);
  const chip = page.getByRole('button', { name: 'Held for review' });
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(receiptNo);
  await rows.click();
  const drawer = page.getByRole('dialog', { name: `Receipt ${receiptNo}` });
  const why = drawer.getByRole('status').filter({ hasText: 'Held for review' });
  await expect(why).toContainText('Stock was sold meanwhile by another till');
  await drawer.getByRole('button', { name: 'Close' }).first().click();
  await chip.click();
  await expect(rows).toHaveCount(2);
});
