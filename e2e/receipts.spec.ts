import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { sweepSchemes } from './support/sweep';
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

/**
 * A USB receipt printer as Chromium's WebUSB shows it to the @point-of-sale driver (an Epson vendor id, one interface
 * with an OUT endpoint); what the app sends lands in window.printed.
 */
async function fakeUsbPrinter(page: Page) {
  await page.addInitScript(() => {
    const sink = window as unknown as { printed: number[][] };
    sink.printed = [];
    const device = {
      productName: 'TM-T20 test printer',
      manufacturerName: 'EPSON',
      serialNumber: 'T20-0001',
      vendorId: 0x04b8,
      productId: 0x0202,
      opened: false,
      configuration: { interfaces: [{ interfaceNumber: 0, alternate: { interfaceClass: 7, endpoints: [{ endpointNumber: 1, direction: 'out' }] } }] },
      async open() {
        device.opened = true;
      },
      async close() {
        device.opened = false;
      },
      async reset() {},
      async selectConfiguration() {},
      async claimInterface() {},
      async transferOut(_endpoint: number, data: Uint8Array) {
        sink.printed.push(Array.from(data));
        return { status: 'ok', bytesWritten: data.length };
      },
    };
    Object.defineProperty(navigator, 'usb', {
      value: { requestDevice: async () => device, getDevices: async () => [device], addEventListener: () => undefined },
    });
  });
}

/** A serial port as Chromium's Web Serial shows it (a Star printer on a USB-serial adapter); writes land in window.printed. */
async function fakeSerialPrinter(page: Page) {
  await page.addInitScript(() => {
    const sink = window as unknown as { printed: number[][] };
    sink.printed = [];
    const port = {
      readable: null,
      writable: new WritableStream<Uint8Array>({
        write(chunk) {
          sink.printed.push(Array.from(chunk));
        },
      }),
      async open() {},
      async close() {},
      getInfo: () => ({ usbVendorId: 0x0519, usbProductId: 0x0003 }),
    };
    Object.defineProperty(navigator, 'serial', {
      value: { requestPort: async () => port, getPorts: async () => [port], addEventListener: () => undefined },
    });
  });
}

const printedText = async (page: Page) => {
  const jobs = await page.evaluate(() => (window as unknown as { printed: number[][] }).printed);
  return jobs.map((job) => job.map((byte) => String.fromCharCode(byte)).join(''));
};

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

  test('the shared link (/r/…) shows the receipt without signing in, and says Voided once the sale is voided', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request, 'Duka la Risiti');
    const sale = await discountedSale(request, owner);
    await page.goto(`/r/${sale.receipt.shareToken}`);
    const receipt = page.getByRole('document', { name: new RegExp(sale.receiptNo) });
    await expect(receipt).toContainText('Item 1');
    await expect(receipt.getByText('Total', { exact: true }).locator('..')).toContainText('855.00');
    await expect(page.getByRole('link', { name: 'PDF' })).toBeVisible();

    expect((await factories.voidSale(transportOf(request), owner, sale.transactionId)).status).toBe(200);
    await page.reload();
    await expect(page.getByRole('alert')).toContainText(`Receipt ${sale.receiptNo} was cancelled by the shop`);
    await expect(receipt).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'PDF' })).toHaveCount(0);
  });

  test('the receipt dialog on a phone, light and dark', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request, 'Duka la Risiti');
    const sale = await discountedSale(request, owner);
    await page.setViewportSize({ width: 360, height: 760 });
    for (const scheme of sweepSchemes()) {
      await page.emulateMedia({ colorScheme: scheme });
      const dialog = await openReceipt(page, owner, sale.receiptNo);
      await expect(dialog.getByRole('button', { name: 'SMS' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/receipt-360-${scheme}.png` });
      await dialog.getByRole('document').scrollIntoViewIfNeeded();
      await page.keyboard.press('Escape');
    }
  });

  test('a USB receipt printer is set up in settings, test-printed, and prints a cash sale with the drawer kick', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request, 'Duka la Risiti');
    const sale = await discountedSale(request, owner);
    await fakeUsbPrinter(page);
    await storeSession(page, owner);
    await page.goto('/account/receipt-settings');
    const card = page.getByRole('region', { name: 'Receipt printer' });
    await expect(card.getByRole('status')).toHaveText('No receipt printer on this device yet.');
    await card.getByRole('button', { name: 'Connect USB printer' }).click();
    await expect(card.getByRole('status')).toHaveText('Printer on this device: TM-T20 test printer');
    await card.getByLabel('Paper width').click();
    await page.getByRole('option', { name: '58 mm' }).click();
    await card.getByRole('button', { name: 'Test print' }).click();
    await expect(page.getByText('Test print sent')).toBeVisible();
    expect((await printedText(page))[0]).toContain('Dukani test print');
    await card.screenshot({ path: `${SHOTS}/receipt-printer-settings.png` });

    const dialog = await openReceipt(page, owner, sale.receiptNo);
    // Browser printing stays; the thermal printer adds its own button.
    await expect(dialog.getByRole('button', { name: 'Print', exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Receipt printer' }).click();
    await expect(page.getByText('Sent to the receipt printer')).toBeVisible();
    const job = (await printedText(page)).at(-1) ?? '';
    expect(job.startsWith('\x1b@')).toBe(true);
    for (const figure of ['305.00', 'KSh 1,000.00', '-KSh 145.00', 'KSh 855.00']) expect(job).toContain(figure);
    // Cut, then the drawer pulse: a cash sale with the setting on (the default).
    expect(job.indexOf('\x1bp\x00')).toBeGreaterThan(job.indexOf('\x1dV'));
  });

  test('a serial Star printer speaks StarPRNT: accented words print in its code page, cut by ESC d', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request, 'Duka la Risiti');
    const sale = await discountedSale(request, owner);
    await fakeSerialPrinter(page);
    await storeSession(page, owner);
    await page.goto('/account/receipt-settings');
    const card = page.getByRole('region', { name: 'Receipt printer' });
    await card.getByRole('button', { name: 'Connect serial printer' }).click();
    await expect(card.getByRole('status')).toHaveText('Printer on this device: Serial printer');
    await card.getByLabel('Printer language').click();
    await page.getByRole('option', { name: /^StarPRNT/ }).click();
    await card.getByRole('button', { name: 'Test print' }).click();
    await expect(page.getByText('Test print sent')).toBeVisible();
    await expect.poll(async () => (await printedText(page)).join('')).toContain('\x1bd');
    const test = (await printedText(page)).join('');
    // StarPRNT selects its code page with ESC GS t, never ESC/POS's ESC t, and no letter turns into "?".
    expect(test).toContain('\x1b\x1dt');
    expect(test).not.toContain('\x1dV');
    expect(test).not.toContain('?');
    await card.screenshot({ path: `${SHOTS}/receipt-printer-serial-star.png` });

    const dialog = await openReceipt(page, owner, sale.receiptNo);
    const before = (await printedText(page)).length;
    await dialog.getByRole('button', { name: 'Receipt printer' }).click();
    await expect(page.getByText('Sent to the receipt printer')).toBeVisible();
    await expect.poll(async () => (await printedText(page)).slice(before).join('')).toContain('\x1bd');
    const job = (await printedText(page)).slice(before).join('');
    for (const figure of ['305.00', 'KSh 1,000.00', 'KSh 855.00']) expect(job).toContain(figure);
  });
});
