import { expect, test, longWait } from './support/fixtures';
import { registerOwnerViaApi, storeSession } from './support/api';

const SHOTS = process.env.SHOTS_DIR ?? 'e2e/screenshots';

/**
 * Issue 16, item 5, in German: the plan ends in 5 days (the test server moves this shop's plan end, and the
 * billing cycle raises the month's invoice and the warning), the owner pays it by M-Pesa prompt from the
 * Billing page (…00 pays in the Daraja simulator) and sees the plan renewed and the warning gone.
 */
test('the owner pays the invoice by M-Pesa prompt and sees the plan renewed', async ({ page, request }) => {
  test.setTimeout(60_000);
  const owner = await registerOwnerViaApi(request, 'Duka la Baraka');
  const moved = await request.post('/api/Dev/SetPlanEnd', {
    data: { businessId: owner.businessId, endsInDays: 5 },
    headers: { Authorization: `Bearer ${owner.token}` },
  });
  expect(moved.status()).toBe(200);
  const settings = (theme: 'light' | 'dark') => JSON.stringify({ direction: 'ltr', responsiveFontSizes: true, theme, language: 'de' });
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('theme-set')) localStorage.setItem('settings', value);
  }, settings('light'));
  await storeSession(page, owner);
  await page.goto('/account/billing');

  const banner = page.getByTestId('plan-expiry-banner');
  await expect(banner).toContainText('Ihr Tarif endet am');
  const due = page.getByTestId('bill-total-due');
  await expect(due).toContainText('1.500,00');
  const invoices = page.getByRole('list', { name: 'Rechnungen' });
  await expect(invoices.getByRole('button')).toHaveCount(1);
  await expect(invoices).toContainText('Offen');

  // The invoice's details: one line for the month of the Business plan.
  await invoices.getByRole('button').first().click();
  const details = page.getByRole('dialog', { name: /^Rechnung INV-/ });
  await expect(details.getByRole('table', { name: 'Rechnungspositionen' })).toContainText('Business plan');
  await details.getByRole('button', { name: 'Schließen' }).click();

  // Screenshots before paying: desk and 360 px, light and dark.
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => {
      sessionStorage.setItem('theme-set', '1');
      localStorage.setItem('settings', value);
    }, settings(theme));
    for (const width of [1440, 360]) {
      await page.setViewportSize({ width, height: width === 360 ? 760 : 1000 });
      await page.reload();
      await expect(due).toContainText('1.500,00');
      await page.screenshot({ path: `${SHOTS}/billing-${width}-${theme}-de.png`, fullPage: true });
    }
  }

  // Paying at the paybill by hand: the screen names the paybill and this shop's account number (issue 32).
  await page.setViewportSize({ width: 360, height: 760 });
  await page.getByRole('tab', { name: 'Paybill-Code' }).click();
  await expect(page.getByTestId('bill-paybill-account')).toContainText(/Paybill 600100, Kontonummer DK\d+/);
  await page.screenshot({ path: `${SHOTS}/billing-paybill-360-dark-de.png`, fullPage: true });
  await page.getByRole('tab', { name: 'M-Pesa-Anfrage' }).click();

  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.getByLabel('Ihre M-Pesa-Nummer').fill('0711224400');
  await page.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(page.getByText('Bitte aufs Telefon schauen…')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/billing-stk-1440-dark-de.png` });

  // Paid: nothing is due, the invoice is paid, the plan is active and the warning is gone.
  await expect(page.getByText('Derzeit ist nichts zu zahlen. Vielen Dank!')).toBeVisible({ timeout: longWait(20_000) });
  await expect(invoices).toContainText('Bezahlt');
  await expect(page.getByTestId('plan-status')).toHaveText('Aktiv');
  await expect(banner).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/billing-paid-1440-dark-de.png`, fullPage: true });
});
