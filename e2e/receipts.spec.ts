import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import * as factories from '@dukani/test-factories';
import { freshKenyanPhone, registerOwnerViaApi, storeSession, transportOf, type SignedIn } from './support/api';
import { latestMessage } from './support/outbox';

const SHOTS = 'e2e/screenshots';

/** The sale: 305 + 168 + 527 = 1,000 with KSh 145 off the order, rung up through K1. */
async function discountedSale(request: APIRequestContext, owner: SignedIn) {
  const transport = transportOf(request);
  const prices = [305, 168, 527];
  const products = await Promise.all(
    prices.map((price, index) => factories.addProduct(transport, owner, { name: `Item ${index + 1}`, sellingPrice: price, quantity: 10, taxCode: 'B' })),
  );
  const lines = products.map((product, index) => ({ productId: product.id, quantity: 1, calcPrice: prices[index]! }));
  const discount = { type: 'KES' as const, amount: 145 };
  const due = factories.amountDueOf(lines, { discount });
  const sold = await factories.postSale(
    transport,
    owner,
    factories.cashSale(owner, lines, { discount, paymentSummary: [{ paymentValue: 'Cash', amount: due }], totalPaid: due }),
  );
  expect(sold.status, sold.body.errordesc).toBe(200);
  return sold.body.result!;
}

async function openReceipt(page: Page, owner: SignedIn, receiptNo: string) {
  await storeSession(page, owner);
  await page.goto('/pos/sales');
  await page
    .getByRole('list', { name: "Today's sales" })
    .getByRole('button', { name: new RegExp(receiptNo) })
    .click();
  const dialog = page.getByRole('dialog', { name: `Receipt ${receiptNo}` });
  await expect(dialog.getByRole('document')).toContainText('Item 1');
  return dialog;
}

/** Every figure printed on the receipt's lines, as numbers. */
async function lineFigures(page: Page): Promise<number[]> {
  const rows = await page.getByRole('document').locator(':scope > div').allInnerTexts();
  return rows
    .join('\n')
    .split('\n')
    .filter((row) => /^\s*1 × /.test(row))
    .map((row) => Number(row.trim().split(/\s+/).pop()!.replace(/,/g, '')));
}

test.describe('receipts', () => {
  test('a receipt with an order discount adds up: lines at their own price, subtotal, the discount once, total', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request, 'Duka la Risiti');
    const sale = await discountedSale(request, owner);
    const dialog = await openReceipt(page, owner, sale.receiptNo);
    const receipt = dialog.getByRole('document');
    const lines = await lineFigures(page);
    expect(lines).toEqual([305, 168, 527]);
    await expect(receipt.getByText('Subtotal').locator('..')).toContainText('1,000.00');
    await expect(receipt.getByText('Order discount').locator('..')).toContainText('−KSh 145.00');
    await expect(receipt.getByText('Total', { exact: true }).locator('..')).toContainText('855.00');
    await expect(receipt).not.toContainText('260.77');
  });

  test('a receipt goes out by WhatsApp (wa.me link with the share URL) and by SMS with a confirmation', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request, 'Duka la Risiti');
    const sale = await discountedSale(request, owner);
    const dialog = await openReceipt(page, owner, sale.receiptNo);

    const href = (await dialog.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')) ?? '';
    expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
    const text = decodeURIComponent(href.split('?text=')[1] ?? '');
    expect(text).toContain(`/r/${sale.receipt.shareToken}`);
    expect(text).toContain('855.00');
    expect(text).toContain('Duka la Risiti');

    await dialog.getByRole('button', { name: 'SMS' }).click();
    const sms = page.getByRole('dialog', { name: `Send receipt ${sale.receiptNo} by SMS` });
    const phoneField = sms.getByLabel("Customer's phone");
    await phoneField.fill('12345');
    await sms.getByRole('button', { name: 'Send SMS' }).click();
    // The server's sentence, for the cashier to correct the number; it stays until the number changes.
    await expect(sms.getByRole('alert')).toContainText('phone');
    const phone = freshKenyanPhone();
    await phoneField.fill(phone);
    await expect(sms.getByRole('alert')).toHaveCount(0);
    await sms.getByRole('button', { name: 'Send SMS' }).click();
    await expect(page.getByText(`Receipt sent by SMS to +254${phone.slice(1)}`)).toBeVisible();
    await expect(sms).toBeHidden();
    expect(await latestMessage(request, `+254${phone.slice(1)}`)).toContain(`/r/${sale.receipt.shareToken}`);
  });

  test('the receipt dialog on a phone, light and dark', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request, 'Duka la Risiti');
    const sale = await discountedSale(request, owner);
    await page.setViewportSize({ width: 360, height: 760 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const dialog = await openReceipt(page, owner, sale.receiptNo);
      await expect(dialog.getByRole('button', { name: 'SMS' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/receipt-360-${scheme}.png` });
      await dialog.getByRole('document').scrollIntoViewIfNeeded();
      await page.keyboard.press('Escape');
    }
  });
});
