import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import * as factories from '@dukani/test-factories';
import { expect, test, longWait } from './support/fixtures';
import { storeSession, transportOf, type SignedIn } from './support/api';
import { callApi, cartLines, checkoutDialog, saleRecorded } from './support/till';

const SHOTS = 'e2e/screenshots';
fs.mkdirSync(SHOTS, { recursive: true });

/** An owner of a shop in Uganda or Rwanda: the country fixes the currency (UGX, RWF) and the 18 % VAT band B. */
async function ownerIn(request: APIRequestContext, country: 'UG' | 'RW', businessName: string): Promise<SignedIn> {
  const { phone, password, userId, token, refreshToken, businessId } = await factories.createOwner(transportOf(request), { country, businessName });
  return { phone, password, userId, token, refreshToken, businessId };
}

async function sellWithPrompt(page: Page, product: string, method: string, phone: string, asked: string) {
  await page.goto('/pos');
  await page.getByRole('button', { name: `Add ${product}` }).click();
  // A phone-sized till keeps the cart behind a button.
  const openCart = page.getByRole('button', { name: 'Open the cart' });
  if (await openCart.isVisible()) await openCart.click();
  await expect(cartLines(page)).toHaveCount(1);
  // The order discount is typed in the shop's own currency.
  await expect(page.getByRole('combobox', { name: 'Discount type' }).locator('option:checked')).toHaveText(asked.split(' ')[0]!);
  await page.getByRole('button', { name: /^Charge/ }).click();
  const checkout = checkoutDialog(page);
  await checkout.getByRole('button', { name: method, exact: true }).click();
  await checkout.getByLabel(`Customer's ${method} phone`).fill(phone);
  // Whole units of the shop's currency, never KES.
  await expect(checkout.getByText(`The customer is asked for ${asked}.`)).toBeVisible();
  await checkout.getByRole('button', { name: 'Send prompt' }).click();
  await expect(checkout.getByText('Check your phone…')).toBeVisible();
  return checkout;
}

test('a Ugandan shop sells with MTN MoMo and a Rwandan shop with Airtel Money; receipts show the transaction id', async ({ page, request }) => {
  // Uganda: the owner turns MTN MoMo on in the register settings, then sells a VAT 18 % item.
  const kampala = await ownerIn(request, 'UG', 'Kampala Corner Shop');
  await factories.addProduct(transportOf(request), kampala, {
    name: 'Sugar 1kg',
    sellingPrice: 5000,
    taxCode: 'B',
    quantity: 20,
    buyingPrice: undefined,
    lowstock: undefined,
  });
  await storeSession(page, kampala);
  await page.goto('/account/register-settings');
  const settings = page.getByRole('form', { name: 'Cash register' });
  await settings.getByRole('switch', { name: 'Mobile money payments' }).check();
  await settings.getByRole('switch', { name: 'MTN MoMo prompts' }).check();
  await page.screenshot({ path: `${SHOTS}/settings-ug-1440-light.png`, fullPage: true });
  await settings.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Cash register settings saved')).toBeVisible();

  await sellWithPrompt(page, 'Sugar 1kg', 'MTN MoMo', '0772 123 400', 'USh 5000');
  await page.screenshot({ path: `${SHOTS}/till-momo-1440-light.png` });
  const receipt = saleRecorded(page).getByRole('document');
  // MTN's financialTransactionId: 10 digits, after the provider's name.
  await expect(receipt).toContainText(/MTN MoMo \d{10}/, { timeout: longWait(20_000) });
  await expect(receipt).toContainText('18');
  await page.screenshot({ path: `${SHOTS}/receipt-momo-1440-light.png` });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${SHOTS}/receipt-momo-1440-dark.png` });

  // Rwanda, on a phone-sized screen in the dark: Airtel Money turned on through the API.
  const kigali = await ownerIn(request, 'RW', 'Kigali Duka');
  await callApi(request, kigali, '/api/Settings/SaveCashRegisterSettings', {
    businessId: kigali.businessId,
    mobileMoneyEnabled: true,
    airtelMoneyEnabled: true,
  });
  await factories.addProduct(transportOf(request), kigali, {
    name: 'Rice 2kg',
    sellingPrice: 2400,
    taxCode: 'B',
    quantity: 20,
    buyingPrice: undefined,
    lowstock: undefined,
  });
  await page.setViewportSize({ width: 360, height: 800 });
  await storeSession(page, kigali);
  await sellWithPrompt(page, 'Rice 2kg', 'Airtel Money', '0732 123 400', 'FRw 2400');
  await page.screenshot({ path: `${SHOTS}/till-airtel-360-dark.png` });
  const airtelReceipt = saleRecorded(page).getByRole('document');
  await expect(airtelReceipt).toContainText(/Airtel Money MP\d{6}\.\d{4}\.A\d{5}/, { timeout: longWait(20_000) });
  await page.screenshot({ path: `${SHOTS}/receipt-airtel-360-dark.png`, fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.screenshot({ path: `${SHOTS}/receipt-airtel-360-light.png`, fullPage: true });
});
