import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, longWait } from './support/fixtures';
import { registerOwnerViaApi, type SignedIn } from './support/api';
import { addTillProduct, callApi, checkoutDialog, openTill, saleRecorded } from './support/till';

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'e2e/screenshots';

interface SaleDetails {
  salesStatus: number;
  etims: { qrUrl: string } | null;
}

/** Sells one Sugar at the till and closes the receipt; returns the receipt's fiscal block text. */
async function sellSugar(page: Page) {
  await page.getByRole('button', { name: 'Add Sugar 1kg' }).click();
  await page.getByRole('button', { name: /^Charge/ }).click();
  await checkoutDialog(page).getByLabel('Cash received').press('Enter');
  const fiscal = saleRecorded(page).getByRole('region', { name: 'Tax authority (KRA eTIMS)' });
  await expect(fiscal).toBeVisible();
  return fiscal;
}

/** Closes the receipt; a click while it is still fading out would land on its backdrop. */
async function newSale(page: Page) {
  await saleRecorded(page).getByRole('button', { name: 'New sale' }).click();
  await expect(saleRecorded(page)).toBeHidden();
}

/** The dashboard's count of sales KRA has not signed, read after a reload (the card refreshes on its own less often). */
async function notSignedOnDashboard(page: Page) {
  await page.reload();
  return (await page.getByRole('link', { name: /Not yet signed by KRA/ }).innerText()).replace(/\s+/g, ' ');
}

/** The simulator the server talks to: the host of a signed receipt's QR address (its verification page, §9.3). */
async function simulatorOf(request: APIRequestContext, owner: SignedIn): Promise<string> {
  const sales = await callApi<{ transactionId: number }[]>(request, owner, `/api/Transactions/GetPOSTransactions/${owner.businessId}`);
  let details: SaleDetails | undefined;
  await expect
    .poll(async () => {
      details = await callApi<SaleDetails>(request, owner, `/api/Transactions/GetTransactionDetails/${owner.businessId}/${sales[0]!.transactionId}`);
      return details.salesStatus;
    })
    .toBe(3);
  return new URL(details!.etims!.qrUrl).origin;
}

test('KRA away: the till keeps selling, the dashboard counts what waits, the backlog drains; a refusal shows a banner until sent again', async ({
  page,
  request,
}) => {
  // Seven sales, an outage, a credit note and a refusal, each waiting on the outbox worker's retries.
  test.setTimeout(180_000);
  const owner = await registerOwnerViaApi(request, 'Duka la Mvua');
  await addTillProduct(request, owner, { name: 'Sugar 1kg', sellingPrice: 180, quantity: 50, taxCode: 'B' });
  const pin = `P${String(Date.now()).slice(-9)}M`;
  await callApi(request, owner, '/v1/api/RegisterDevice', { businessId: owner.businessId, pin, branchId: '00', deviceSerialNo: 'DUKANI-MVUA-1' });
  await openTill(page, owner);
  await sellSugar(page);
  const simulator = await simulatorOf(request, owner);
  // Only this shop's PIN: the other browser worker's shops keep signing on the same simulator.
  const fault = (data: object) => request.post(`${simulator}/__sim/faults`, { data: { ...data, tin: pin } });

  // The authority stops answering: sales are still made, each waiting for its signature.
  expect((await fault({ path: 'saveTrnsSalesOsdc', times: 1_000_000, kind: 'http500' })).ok()).toBe(true);
  await newSale(page);
  await expect(await sellSugar(page)).toContainText('Awaiting KRA signature');
  await newSale(page);
  await expect(await sellSugar(page)).toContainText('Awaiting KRA signature');
  await page.goto('/overview');
  expect(await notSignedOnDashboard(page)).toContain('2');
  await page.screenshot({ path: `${SHOTS}/etims-outage-dashboard-1440-light.png`, fullPage: true });

  // It answers again: the two waiting sales are signed within seconds (a failed send is retried after 5 s here).
  expect((await request.delete(`${simulator}/__sim/faults?tin=${pin}`)).ok()).toBe(true);
  await expect.poll(() => notSignedOnDashboard(page), { timeout: longWait(30_000) }).toMatch(/^\D*0\D/);

  // A refund by credit note goes to KRA as its own document, signed like a sale.
  const [firstSale] = await callApi<{ receiptNo: string }[]>(request, owner, `/api/Transactions/GetPOSTransactions/${owner.businessId}`);
  await page.goto('/transactions');
  await page.getByRole('grid').locator('.MuiDataGrid-row', { hasText: firstSale!.receiptNo }).click();
  await page
    .getByRole('dialog', { name: /^Receipt/ })
    .getByRole('button', { name: 'Credit note' })
    .click();
  const note = page.getByRole('dialog', { name: `Credit note for receipt ${firstSale!.receiptNo}` });
  await note.getByRole('textbox', { name: 'Quantity of Sugar 1kg to return' }).fill('1');
  await note.getByRole('textbox', { name: 'Reason' }).fill('Bag torn');
  await note.getByRole('button', { name: 'Raise credit note' }).click();
  await expect(page.getByText(/^Credit note .* recorded\.$/)).toBeVisible();
  await page.goto('/tax-authority');
  await page.getByRole('tab', { name: 'Sales and credit notes' }).click();
  const creditNote = page.getByRole('list', { name: 'Sales and credit notes' }).getByRole('listitem').filter({ hasText: 'Credit note' });
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.getByRole('tab', { name: 'Sales and credit notes' }).click();
        return creditNote.innerText();
      },
      { timeout: longWait(30_000) },
    )
    .toContain('Signed by KRA');

  // A refusal: the shop keeps selling, and the till and the overview say KRA refused a sale until it is sent again.
  expect((await fault({ path: 'saveTrnsSalesOsdc', times: 1, kind: 'resultCd:910' })).ok()).toBe(true);
  await openTill(page, owner);
  await sellSugar(page);
  await newSale(page);
  const banner = page.getByRole('alert').filter({ hasText: 'KRA refused 1 sale.' });
  await expect
    .poll(
      async () => {
        await page.reload();
        // The banner's figures load after the page: give them a moment before asking again.
        return banner.waitFor({ timeout: 5_000 }).then(
          () => true,
          () => false,
        );
      },
      { timeout: longWait(30_000) },
    )
    .toBe(true);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${SHOTS}/etims-refused-banner-till-360-light.png` });
  await page.setViewportSize({ width: 1440, height: 900 });

  await banner.getByRole('link', { name: 'See why' }).click();
  await page.getByRole('tab', { name: 'Sales and credit notes' }).click();
  // KRA's sentence, not the bare code: a signed sale's random CU invoice number can hold "910" too.
  const refused = page.getByRole('listitem').filter({ hasText: 'KRA said: 910' });
  await expect(refused).toBeVisible();
  await refused.getByRole('button', { name: 'Send again' }).click();
  await page.goto('/overview');
  await expect.poll(() => notSignedOnDashboard(page), { timeout: longWait(30_000) }).toMatch(/^\D*0\D.*0 refused by KRA/);
  await expect(page.getByRole('alert').filter({ hasText: 'KRA refused' })).toHaveCount(0);
});
