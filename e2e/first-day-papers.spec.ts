import { extractText, getDocumentProxy } from 'unpdf';
import * as factories from '@dukani/test-factories';
import { expect, test, longWait } from './support/fixtures';
import { registerOwnerViaApi, storeSession, transportOf } from './support/api';
import { addTillProduct, openTill, scan, goOffline } from './support/till';
import { withCheckDigit } from './support/barcode-video';
import { motionEnded } from './support/sweep';

const SHOTS = 'e2e/screenshots';
const CODE = withCheckDigit('616110055000');

/** Issue 36 items 8 and 10: the papers a shop hands out on its first day say what they must. */
test.describe('the first day’s papers', () => {
  test('item 8: the first offline sale is numbered …-000001 and its provisional receipt has the change', async ({ page, request, context }) => {
    test.setTimeout(120_000);
    const owner = await registerOwnerViaApi(request);
    await addTillProduct(request, owner, { name: 'Sukari 1kg', sellingPrice: 180, barCode: CODE, quantity: 50 });
    await openTill(page, owner);
    await goOffline(page, context);
    await scan(page, CODE);
    await page.keyboard.press('F9');
    const checkout = page.getByRole('dialog', { name: /Charge/ });
    await checkout.getByLabel('Cash received').fill('500');
    await checkout.getByLabel('Cash received').press('Enter');
    // The device's first sale: its own counter starts at 1 (it used to start at 2).
    const kept = page.getByRole('dialog', { name: /Sale kept on this device · receipt [A-Z2-9]{4}-000001$/ });
    const receipt = kept.getByRole('document');
    await expect(receipt).toContainText('Sukari 1kg');
    // 500 handed over for 180: the paper says what went back.
    await expect(receipt).toContainText(/Cash\s*KSh 500\.00/);
    await expect(receipt).toContainText(/Change\s*KSh 320\.00/);
    await motionEnded(page);
    await page.screenshot({ path: `${SHOTS}/offline-provisional-receipt-1440-light.png` });
    await kept.getByRole('button', { name: 'New sale' }).click();
    await context.setOffline(false);
    await expect(page.getByTestId('queue-status')).toHaveText('Online · all sent', { timeout: longWait(30_000) });
  });

  test('item 10: the statement PDF prints the shop’s street and city, as set under Account → Businesses', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request, 'Duka la Mama Njeri');
    const customer = await factories.addCustomer(transportOf(request), owner, { firstName: 'Wanjiru', lastName: 'Kamau' });
    await storeSession(page, owner);
    await page.goto('/account/businesses');
    await page.getByRole('button', { name: 'Edit: Duka la Mama Njeri' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit business' });
    await dialog.getByRole('textbox', { name: 'Address' }).fill('Kenyatta Avenue 12');
    await dialog.getByRole('textbox', { name: 'City or town' }).fill('Nakuru');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Business updated')).toBeVisible();

    await page.goto(`/customers/${customer.id}`);
    const statement = page.getByRole('heading', { name: 'Statement' }).locator('xpath=ancestor::div[contains(@class,"MuiCard-root")]');
    await statement.getByRole('button', { name: 'Statement as PDF' }).click();
    const href = await page.getByRole('group', { name: 'Statement PDF' }).getByRole('link', { name: 'Open PDF' }).getAttribute('href');
    expect(href).toMatch(/\/api\/Customer\/StatementPdf\/[\w-]+$/);
    const pdf = await request.get(href!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), { mergePages: true });
    expect(text).toContain('Duka la Mama Njeri');
    expect(text).toContain('Kenyatta Avenue 12, Nakuru');
  });
});
