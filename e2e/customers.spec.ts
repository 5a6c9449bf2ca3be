import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { addCustomer } from '@dukani/test-factories';
import { expect, test } from './support/fixtures';
import { motionEnded, sweepSchemes, sweepWidths } from './support/sweep';
import { freshKenyanPhone, registerOwnerViaApi, storeSession, transportOf, type SignedIn } from './support/api';

const SHOTS = 'e2e/screenshots';

/** H8 as the back office would record an old debt: an amount owed outside a sale. */
async function owe(request: APIRequestContext, owner: SignedIn, customerId: number, credit: number, dueDate?: string) {
  const response = await request.post(`/api/Customer/AddCredit/${customerId}`, {
    data: { credit, ...(dueDate ? { dueDate } : {}) },
    headers: { Authorization: `Bearer ${owner.token}` },
  });
  const body = (await response.json()) as { success: boolean; errordesc?: string };
  expect(body.success, body.errordesc).toBe(true);
}

async function shopWithCustomers(request: APIRequestContext) {
  const owner = await registerOwnerViaApi(request, 'Duka la Mama Akinyi');
  const transport = transportOf(request);
  const wanjiku = await addCustomer(transport, owner, { firstName: 'Wanjiku', lastName: 'Kamau', phoneNumber: freshKenyanPhone() });
  const otieno = await addCustomer(transport, owner, { firstName: 'Otieno', lastName: 'Odhiambo', phoneNumber: freshKenyanPhone() });
  await addCustomer(transport, owner, { clientName: 'Baraka Hardware', email: 'baraka@duka.co.ke' });
  await owe(request, owner, wanjiku.id, 1500, '2099-12-31');
  await owe(request, owner, otieno.id, 240.5);
  return { owner, wanjiku, otieno };
}

const customersGrid = (page: Page) => page.getByRole('grid', { name: 'Customers' });

test.describe('customer screens', () => {
  test('find who owes, take a cash payment, read the history and statement, keep a note', async ({ page, request }) => {
    const { owner } = await shopWithCustomers(request);
    await storeSession(page, owner);
    await page.goto('/customers');
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await expect(page.getByText('3 customers')).toBeVisible();
    // Sorted by name, each with what they owe.
    await expect(customersGrid(page).getByRole('row').nth(1)).toContainText('Baraka Hardware');
    await expect(customersGrid(page).getByRole('row').filter({ hasText: 'Wanjiku Kamau' })).toContainText('Owes 1,500.00');

    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Owing' }).click();
    await expect(page.getByText('2 customers')).toBeVisible();
    await expect(customersGrid(page)).not.toContainText('Baraka Hardware');
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('wanj');
    await expect(page.getByText('1 customer', { exact: true })).toBeVisible();

    await customersGrid(page).getByRole('link', { name: 'Wanjiku Kamau' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Wanjiku Kamau' })).toBeVisible();
    const summary = page.getByRole('group', { name: 'Balance' });
    await expect(summary).toContainText('1,500.00');
    await expect(summary).toContainText('Owes you');

    // A payment above the balance is kept as an advance, and the screen says so before it is recorded.
    await page.getByRole('button', { name: 'Receive payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Receive payment from Wanjiku Kamau' });
    await dialog.getByRole('textbox', { name: 'Amount received' }).fill('0');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog.getByText('Enter the amount received')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Amount received' }).fill('1,600');
    await expect(dialog.getByText('This is more than owed: 100.00 becomes an advance.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Amount received' }).fill('1000');
    await dialog.getByRole('combobox', { name: 'Paid by' }).click();
    await page.getByRole('option', { name: 'M-Pesa', exact: true }).click();
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Payment of 1,000.00 recorded')).toBeVisible();
    await expect(summary).toContainText('500.00');

    const history = page.getByRole('table', { name: 'Credit history' });
    await expect(history.getByRole('row').nth(1)).toContainText('Payment (M-Pesa)');
    await expect(history.getByRole('row').nth(1)).toContainText('500.00');
    await expect(history.getByRole('row').nth(2)).toContainText('Bought on credit');

    // This month's statement: nothing before it, so it opens at 0 and closes at the balance.
    await expect(page.getByTestId('statement-opening')).toContainText('0.00');
    await expect(page.getByTestId('statement-closing')).toContainText('500.00');
    await page.getByLabel('From', { exact: true }).fill('01/01/2099');
    await page.getByLabel('To', { exact: true }).fill('31/01/2099');
    await expect(page.getByTestId('statement-opening')).toContainText('500.00');
    await expect(page.getByText('Nothing in this period.')).toBeVisible();
    await page.getByLabel('To', { exact: true }).fill('31/12/2098');
    await expect(page.getByText(/^EndDate 2098-12-31 is before StartDate 2099-01-01/)).toBeVisible();

    await page.getByRole('textbox', { name: 'New note' }).fill('Pays at the end of the month');
    await page.getByRole('button', { name: 'Add note' }).click();
    const notes = page.getByRole('list', { name: 'Notes' });
    await expect(notes).toContainText('Pays at the end of the month');
    await notes.getByRole('button', { name: 'Delete note' }).click();
    await expect(notes.getByRole('listitem')).toHaveCount(0);
    await expect(page.getByText('No notes yet.')).toBeVisible();

    await page.getByRole('link', { name: 'Customers' }).first().click();
    await expect(customersGrid(page).getByRole('row').filter({ hasText: 'Wanjiku Kamau' })).toContainText('Owes 500.00');
  });

  test('import customers from the template with a bad row reported, export the list', async ({ page, request }) => {
    const { owner } = await shopWithCustomers(request);
    await storeSession(page, owner);
    await page.goto('/customers');
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import customers' });
    const templateDownload = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download template' }).click();
    const template = await readFile(await (await templateDownload).path());
    const header = template.toString('utf8').split('\r\n')[0];
    expect(header).toBe(
      'firstName,lastName,clientName,phoneNumber,email,billingCompany,billingAddress,billingCity,billingPostcode,billingCountry,billingEmail,billingPhone',
    );
    const csv = [header, `Achieng,Otieno,,${freshKenyanPhone()},,,,,,,,`, ',,Mama Mboga,,not-an-email,,,,,,,', `Juma,Said,,,,,,Mombasa,,,,`].join('\n');
    await dialog.getByLabel('Choose CSV file').setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByText('2 saved, 1 not saved')).toBeVisible();
    await expect(dialog.getByText(/^Row 3: email/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('5 customers')).toBeVisible();

    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Owing' }).click();
    await expect(page.getByText('2 customers')).toBeVisible();
    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const lines = (await readFile(await (await exported).path()))
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/,balance$/);
    expect(lines.slice(1).map((line) => line.split(',').at(-1))).toEqual(['240.50', '1500.00']);
  });

  test('screenshots of the customer screens in both themes at 360 and 1920 px, and in German', async ({ page, request }) => {
    test.setTimeout(180_000);
    const { owner, wanjiku } = await shopWithCustomers(request);
    await storeSession(page, owner);
    for (const [scheme, language] of [
      ['light', 'en'],
      ['dark', 'en'],
      ['light', 'de'],
    ] as const) {
      if (!sweepSchemes().includes(scheme)) continue;
      await page.evaluate(
        ([theme, lng]) => localStorage.setItem('settings', JSON.stringify({ direction: 'ltr', responsiveFontSizes: true, theme, language: lng })),
        [scheme, language] as const,
      );
      for (const width of sweepWidths([360, 1920])) {
        await page.setViewportSize({ width, height: width === 360 ? 760 : 1080 });
        for (const [name, path] of [
          ['list', '/customers'],
          ['customer', `/customers/${wanjiku.id}`],
        ] as const) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          await motionEnded(page);
          // Nothing may stick out sideways on a phone.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await page.screenshot({ path: `${SHOTS}/customers-${name}-${language}-${scheme}-${width}.png`, fullPage: true });
        }
        if (language === 'en') {
          await page.getByRole('button', { name: 'Receive payment' }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await motionEnded(page);
          await page.screenshot({ path: `${SHOTS}/customers-payment-${scheme}-${width}.png` });
          await page.keyboard.press('Escape');
        }
      }
    }
  });
});
