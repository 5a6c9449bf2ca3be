import * as factories from '@dukani/test-factories';
import { expect, test } from './support/fixtures';
import { registerOwnerViaApi, storeSession, transportOf } from './support/api';

const SHOTS = 'e2e/screenshots';

/**
 * Issue 12, item 11: a shop working in German sees German everywhere — the words of the screens and the
 * server's sentences (the web sends Accept-Language from the chosen language).
 */
test.describe('language', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('settings', JSON.stringify({ direction: 'ltr', responsiveFontSizes: true, theme: 'light', language: 'de' })),
    );
  });

  test('in German the sign-in refusal, units, a sale in the stock history and the stock refusal are German', async ({ page, request }) => {
    const owner = await registerOwnerViaApi(request, 'Duka la Mama');
    const transport = transportOf(request);
    const omo = await factories.addProduct(transport, owner, { name: 'Omo 1kg', sellingPrice: 240, quantity: 5, lowstock: 1 });
    const sale = await factories.postSale(transport, owner, factories.cashSale(owner, [{ productId: omo.id, quantity: 1, calcPrice: 240 }]));
    expect(sale.status, sale.body.errordesc).toBe(200);

    // The server's sentence for a wrong password, in German.
    await page.goto('/');
    await page.getByLabel('Telefonnummer').fill(owner.phone);
    await page.getByLabel('Passwort', { exact: true }).fill('nicht-das-passwort');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Telefonnummer oder Passwort ist falsch');

    // The stock screen: the unit is "Stück", the sale's line names its receipt as "Beleg".
    await storeSession(page, owner);
    await page.goto(`/products/${omo.id}/stock`);
    await expect(page.getByTestId('stock-on-hand')).toHaveText('4 Stück');
    await expect(page.getByRole('grid').getByRole('row', { name: /Beleg 000001/ })).toBeVisible();
    // The first stock reads as its German kind, without the server's English "Opening stock" beside it.
    await expect(page.getByRole('grid').getByRole('row', { name: /Erstbestand/ })).toBeVisible();
    await expect(page.getByRole('grid')).not.toContainText('Opening stock');

    // Taking more than is there: the server's refusal says how many are left, in German.
    await page.getByRole('button', { name: 'Bestand korrigieren' }).click();
    const dialog = page.getByRole('dialog', { name: /Bestand korrigieren/ });
    await dialog.getByRole('textbox', { name: 'Menge' }).fill('100');
    await dialog.getByRole('button', { name: 'Korrektur speichern' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Omo 1kg: nur noch 4 auf Lager');
    await page.screenshot({ path: `${SHOTS}/language-de-stock-refusal.png` });
  });
});
